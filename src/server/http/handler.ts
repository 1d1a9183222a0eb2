/**
 * The frame every function uses: pick the handler for the method, read and parse the
 * body with a zod schema, call it, and answer JSON. Bad input is a 400 with field
 * messages; named errors become their status; anything unexpected is a logged 500 that
 * shows the visitor nothing of the stack.
 */
import type { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { en } from "zod/locales";
import { config, safeParse } from "zod/v4/core";
import { MAX_JSON_DEPTH, nestsDeeperThan, withBodyWithin } from "./body";
import {
  HttpError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
  type FieldErrors,
} from "./errors";
import { readableForBrowsers } from "./browser-page";
import { json } from "./headers";
import { refuseForeignWrites, STATE_CHANGING_METHODS, type SiteContext } from "./origin";
import { describeError, describeRequest } from "../log-safe";
import { isDatabaseUnavailable } from "../db/unavailable";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { serverMessages } from "@/i18n/server-messages";
import { validationMessages } from "@/i18n/validation";
import { malformedTextFields } from "@/core/plain-text";
import { business } from "@/config/business";

// zod's own messages in English (zod/mini, which the shared schemas use, loads no locale).
config(en());

/** Largest body an endpoint accepts unless its route says otherwise (JSON forms, Twilio's and Auth.js's form posts), in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a handler receives: the request, its URL, the path's named parts, (with `withBody`) the
 * parsed body, and what the function's guard let through.
 */
export interface HandlerInput<Body = undefined, Guarded = undefined> {
  request: Request;
  url: URL;
  body: Body;
  /** The named parts of the route's path (`token` of `quoteSign`), as the path spells them, not yet decoded. */
  params: Record<string, string | undefined>;
  /** The client's address as the platform saw it (Netlify's `context.ip`), never from a header the client sets. */
  clientAddress: string | undefined;
  /** The platform's way to keep working after the answer is sent (Netlify's `context.waitUntil`); absent where there is none. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** What the function's guard returned before its path was matched (the admin function's: the signed-in admin; `guardedBy` in ./serve.ts); undefined without a guard. */
  guarded: Guarded;
}

/** The part of Netlify's function context the handlers use. */
export interface FunctionContext extends SiteContext {
  /** The client's address: on Netlify from the edge, locally from the socket (scripts/local-functions.mjs). */
  ip?: string;
  /** The named parts of the matched path: set by `serve` (./serve.ts) from the route it matched. */
  params?: Record<string, string | undefined>;
  /** Keeps the function running until `promise` settles, after the answer is sent. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * A handler for a method without a body. `Answer` is the Response it gives (`json` types one
 * by what it carries), so serving a route checks it against the route table's answer.
 */
export type Handler<Answer extends Response = Response, Guarded = undefined> = (input: HandlerInput<undefined, Guarded>) => Promise<Answer>;

/**
 * A handler whose JSON body is parsed by a schema first; made by `withBody` or `withLocalizedBody`.
 * `Parsed` is what the schema gives and `Answer` the Response the handler gives, so serving a
 * route checks both against the route table.
 */
export interface BodyHandler<Parsed = unknown, Answer extends Response = Response, Guarded = undefined> {
  /** The schema for a raw body (the language's own, for a localized body). */
  schemaFor: (raw: unknown) => $ZodType;
  handle: (input: HandlerInput<unknown, unknown>) => Promise<Response>;
  /** A type only: what the handler receives as its body. */
  readonly parsed?: Parsed;
  /** A type only: what the handler answers. */
  readonly answers?: Answer;
  /** A type only: what the handler expects the function's guard to have let through. */
  readonly guarded?: (guarded: Guarded) => void;
}

/** Pairs a body schema (classic zod or zod/mini) with the handler that receives the parsed, typed body. */
export function withBody<S extends $ZodType, Answer extends Response, Guarded = undefined>(
  schema: S,
  handle: (input: HandlerInput<z.output<S>, Guarded>) => Promise<Answer>,
): BodyHandler<z.output<S>, Answer, Guarded> {
  return { schemaFor: () => schema, handle: handle as BodyHandler["handle"] };
}

/**
 * Like `withBody`, for a body that says its language (`locale`: "en" | "es", English when
 * absent or unknown): it is checked by that language's schema, so field errors come back
 * in the visitor's language. `schemaFor` builds the same rules with each language's messages.
 */
export function withLocalizedBody<S extends $ZodType, Answer extends Response, Guarded = undefined>(
  schemaFor: (locale: Locale) => S,
  handle: (input: HandlerInput<z.output<S>, Guarded>) => Promise<Answer>,
): BodyHandler<z.output<S>, Answer, Guarded> {
  return { schemaFor: (raw) => schemaFor(bodyLocale(raw)), handle: handle as BodyHandler["handle"] };
}

/** The language a raw request body asks for: its `locale` when it names a site language, else English. */
export function bodyLocale(raw: unknown): Locale {
  const locale = typeof raw === "object" && raw !== null ? (raw as { locale?: unknown }).locale : undefined;
  return isLocale(locale) ? locale : defaultLocale;
}

/** The language a request's query asks for (`?locale=es`), for answers to requests without a body. */
export function queryLocale(url: URL): Locale {
  const locale = url.searchParams.get("locale");
  return isLocale(locale) ? locale : defaultLocale;
}

/** How `route` treats what it cannot parse itself. */
export interface RouteOptions {
  /**
   * Let handlers without a schema take any Content-Type: Auth.js's own sign-in pages post
   * forms, which its CSRF token guards. Foreign origins are refused all the same.
   */
  acceptForms?: boolean;
  /**
   * The route's own body limit (photo uploads take megabytes) and its 413, for bodies larger
   * than MAX_BODY_BYTES; read at request time, as the limit may come from the environment.
   */
  body?: { maxBytes: () => number; tooLarge: (url: URL) => Error };
}

/**
 * Builds a Netlify Functions v2 handler from one handler per method. A state-changing call
 * from another site's page is a 403 (./origin.ts) and one whose body is not JSON a 415, so no
 * page elsewhere can make its visitors' browsers book, write or cancel here. A browser
 * navigation that fails gets a readable page instead of JSON (see browser-page.ts). Before any
 * handler runs, the body is read through the one size-limited reader (./body.ts): a 413 the
 * moment it passes the route's limit, so no handler, parser or library ever holds more.
 */
export function route(
  // `never`: whatever the guard let through, typed by the serving function (./serve.ts), not here.
  routes: { [M in Method]?: Handler<Response, never> | BodyHandler<unknown, Response, never> },
  options: RouteOptions = {},
): (request: Request, context?: FunctionContext, guarded?: unknown) => Promise<Response> {
  return readableForBrowsers(async (request: Request, context?: FunctionContext, guarded?: unknown) => {
    const endpoint = routes[request.method as Method];
    if (!endpoint) {
      const allow = Object.keys(routes).join(", ");
      return json({ success: false, error: `Method ${request.method} is not allowed here.` }, { status: 405, headers: { Allow: allow } });
    }
    // The visitor's language for an answer the handler did not word: the body's, once read, else the query's.
    let locale: Locale | undefined;
    try {
      const url = new URL(request.url);
      const clientAddress = context?.ip || undefined;
      const params = context?.params ?? {};
      const waitUntil = context?.waitUntil;
      guardWrite(request, context, { bodyExpected: typeof endpoint !== "function", acceptForms: options.acceptForms });
      const bounded = await withBodyWithin(
        request,
        options.body?.maxBytes() ?? MAX_BODY_BYTES,
        () => options.body?.tooLarge(url) ?? tooLarge(url),
      );
      if (typeof endpoint === "function")
        return await endpoint({ request: bounded, url, body: undefined, params, clientAddress, waitUntil, guarded: guarded as never });
      const raw = await readJson(bounded);
      locale = isLocale((raw as { locale?: unknown } | null)?.locale) ? bodyLocale(raw) : undefined;
      const body = parseWith(endpoint.schemaFor(raw), raw, bodyLocale(raw));
      return await endpoint.handle({ request: bounded, url, body, params, clientAddress, waitUntil, guarded });
    } catch (error) {
      return toResponse(error, request, locale);
    }
  });
}

/**
 * Runs `work` after the answer is sent, where the platform can (`waitUntil`), so the answer's
 * time says nothing of it; where it cannot, before answering, as nothing would run it after.
 * `work` never throws: it logs its own failure.
 */
export async function afterAnswer(waitUntil: HandlerInput["waitUntil"], work: () => Promise<unknown>): Promise<void> {
  const run = () =>
    work().catch((error: unknown) => {
      console.error(`Work after the answer failed: ${describeError(error)}`);
    });
  if (waitUntil) waitUntil(run());
  else await run();
}

/** The query string as a plain object for a zod schema (`parseWith(schema, queryOf(url))`); a repeated name keeps its last value. */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

/** Validates `value` with `schema` (classic zod or zod/mini), or throws a ValidationError naming each bad field, its summary in `locale`. */
export function parseWith<S extends $ZodType>(schema: S, value: unknown, locale: Locale = defaultLocale): z.output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw new ValidationError(serverMessages[locale].correctFields, fieldErrorsOf(result.error));
}

/** Groups zod issues by top-level field; issues about the whole body go under "_form". */
export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "_form";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** What a write must pass before its handler runs: sent from this site's page (403), with a JSON body (415). */
function guardWrite(
  request: Request,
  context: SiteContext | undefined,
  { bodyExpected, acceptForms }: { bodyExpected: boolean; acceptForms?: boolean },
): void {
  refuseForeignWrites(request, context);
  if (bodyExpected || !acceptForms) requireJsonContent(request, bodyExpected);
}

/**
 * Throws UnsupportedMediaTypeError (415) when a state-changing request's Content-Type is not
 * JSON, or it has none where a body is expected (`bodyExpected`; a cancel posts nothing). A
 * page on another site can send `text/plain` and form bodies without asking the browser's
 * leave (CORS); JSON it cannot.
 */
export function requireJsonContent(request: Request, bodyExpected: boolean): void {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return;
  const contentType = request.headers.get("content-type");
  if (contentType === null ? bodyExpected : !isJsonType(contentType)) throw new UnsupportedMediaTypeError();
}

/** True for application/json and the application/*+json family, parameters such as charset allowed. */
function isJsonType(contentType: string): boolean {
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Parses a body already read within its limit (route() reads it) as JSON; malformed JSON or no
 * body is a 400, and so is one nested deeper than MAX_JSON_DEPTH (./body.ts), refused before it
 * is parsed. So is a string anywhere in it that is not well-formed Unicode (a lone UTF-16
 * surrogate, which JSON's "\ud800" escape can carry and no database column can hold): refused
 * here, once, for every text field of every endpoint, naming the fields in the body's language.
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) throw new ValidationError("The request has no body.", { _form: ["Send the form as JSON."] });
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ValidationError(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
      _form: [`Send the form as JSON nested at most ${MAX_JSON_DEPTH} levels deep.`],
    });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ValidationError("The request body is not valid JSON.", { _form: ["Send the form as JSON."] });
  }
  const malformed = malformedTextFields(raw);
  if (malformed.length > 0) {
    const locale = bodyLocale(raw);
    const message = validationMessages[locale].controlCharacters;
    throw new ValidationError(serverMessages[locale].correctFields, Object.fromEntries(malformed.map((field) => [field, [message]])));
  }
  return raw;
}

/** The 413 of a body over MAX_BODY_BYTES, in the language the query asks for (the body itself is never read to find out). */
function tooLarge(url: URL): PayloadTooLargeError {
  const message = serverMessages[queryLocale(url)].tooLarge(MAX_BODY_BYTES / 1024);
  return new PayloadTooLargeError(message, { _form: [message] });
}

/** How long a visitor is asked to wait when the database did not answer in time. */
const BUSY_RETRY_AFTER_SECONDS = 30;

/** The language of a request whose body may not have been read: its `?locale=`, else English. */
function requestLocale(request: Request): Locale {
  try {
    return queryLocale(new URL(request.url));
  } catch {
    return defaultLocale;
  }
}

/**
 * Maps an error to its response; the one place unexpected errors are logged, by name, code and
 * message without the values they carry (a failed query's error holds the customer's data). A
 * database that did not answer in time is a 503 with Retry-After, in `locale` (the body's or the query's).
 */
export function toResponse(error: unknown, request: Request, locale: Locale = requestLocale(request)): Response {
  if (error instanceof HttpError) {
    const headers =
      error instanceof TooManyRequestsError && error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return json(
      { success: false, error: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) },
      { status: error.status, headers },
    );
  }
  console.error(`${describeRequest(request)} failed: ${describeError(error)}`);
  if (isDatabaseUnavailable(error)) {
    // Shown on the page as it is: the number held together, as every page shows it.
    const message = serverMessages[locale].busy(business.phone.shown);
    return json(
      { success: false, error: message, fieldErrors: { _form: [message] } },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } },
    );
  }
  return json({ success: false, error: "Something went wrong on our side. Please try again or call us." }, { status: 500 });
}
