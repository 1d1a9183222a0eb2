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
import { HttpError, PayloadTooLargeError, TooManyRequestsError, UnsupportedMediaTypeError, ValidationError, type FieldErrors } from "./errors";
import { readableForBrowsers } from "./browser-page";
import { json } from "./headers";
import { refuseForeignWrites, STATE_CHANGING_METHODS, type SiteContext } from "./origin";
import { describeError, describeRequest } from "../log-safe";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { serverMessages } from "@/i18n/server-messages";

// zod's own messages in English (zod/mini, which the shared schemas use, loads no locale).
config(en());

/** Largest JSON body any endpoint accepts, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a handler receives: the request, its URL, and (with `withBody`) the parsed body. */
export interface HandlerInput<Body = undefined> {
  request: Request;
  url: URL;
  body: Body;
  /** The client's address as the platform saw it (Netlify's `context.ip`), never from a header the client sets. */
  clientAddress: string | undefined;
}

/** The part of Netlify's function context the handlers use. */
export interface FunctionContext extends SiteContext {
  /** The client's address: on Netlify from the edge, locally from the socket (scripts/local-functions.mjs). */
  ip?: string;
}

/** A handler for a method without a body. */
export type Handler = (input: HandlerInput) => Promise<Response>;

/** A handler whose JSON body is parsed by a schema first; made by `withBody` or `withLocalizedBody`. */
export interface BodyHandler {
  /** The schema for a raw body (the language's own, for a localized body). */
  schemaFor: (raw: unknown) => $ZodType;
  handle: (input: HandlerInput<unknown>) => Promise<Response>;
}

/** Pairs a body schema (classic zod or zod/mini) with the handler that receives the parsed, typed body. */
export function withBody<S extends $ZodType>(schema: S, handle: (input: HandlerInput<z.output<S>>) => Promise<Response>): BodyHandler {
  return { schemaFor: () => schema, handle: handle as BodyHandler["handle"] };
}

/**
 * Like `withBody`, for a body that says its language (`locale`: "en" | "es", English when
 * absent or unknown): it is checked by that language's schema, so field errors come back
 * in the visitor's language. `schemaFor` builds the same rules with each language's messages.
 */
export function withLocalizedBody<S extends $ZodType>(schemaFor: (locale: Locale) => S, handle: (input: HandlerInput<z.output<S>>) => Promise<Response>): BodyHandler {
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
}

/**
 * Builds a Netlify Functions v2 handler from one handler per method. A state-changing call
 * from another site's page is a 403 (./origin.ts) and one whose body is not JSON a 415, so no
 * page elsewhere can make its visitors' browsers book, write or cancel here. A browser
 * navigation that fails gets a readable page instead of JSON (see browser-page.ts).
 */
export function route(routes: { [M in Method]?: Handler | BodyHandler }, options: RouteOptions = {}): (request: Request, context?: FunctionContext) => Promise<Response> {
  return readableForBrowsers(async (request: Request, context?: FunctionContext) => {
    const endpoint = routes[request.method as Method];
    if (!endpoint) {
      const allow = Object.keys(routes).join(", ");
      return json({ success: false, error: `Method ${request.method} is not allowed here.` }, { status: 405, headers: { Allow: allow } });
    }
    try {
      const url = new URL(request.url);
      const clientAddress = context?.ip || undefined;
      guardWrite(request, context, { bodyExpected: typeof endpoint !== "function", acceptForms: options.acceptForms });
      if (typeof endpoint === "function") return await endpoint({ request, url, body: undefined, clientAddress });
      const raw = await readJson(request);
      const body = parseWith(endpoint.schemaFor(raw), raw, bodyLocale(raw));
      return await endpoint.handle({ request, url, body, clientAddress });
    } catch (error) {
      return toResponse(error, request);
    }
  });
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
function guardWrite(request: Request, context: SiteContext | undefined, { bodyExpected, acceptForms }: { bodyExpected: boolean; acceptForms?: boolean }): void {
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

/** Reads the body as JSON, refusing oversized bodies with a 413 and malformed JSON with a 400. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  if (text === null) throw new ValidationError("The request has no body.", { _form: ["Send the form as JSON."] });
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError("The request body is not valid JSON.", { _form: ["Send the form as JSON."] });
  }
}

/**
 * Reads the body as UTF-8 text, exactly as sent (a webhook's signature is over these bytes),
 * refusing it with a 413 once it passes `maxBytes`; null when the request has no body.
 */
export async function readText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const reader = request.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(read.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge(maxBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError("The request is too large.", { _form: [`Send at most ${maxBytes / 1024} KB.`] });
}

/**
 * Maps an error to its response; the one place unexpected errors are logged, by name, code and
 * message without the values they carry (a failed query's error holds the customer's data).
 */
export function toResponse(error: unknown, request: Request): Response {
  if (error instanceof HttpError) {
    const headers = error instanceof TooManyRequestsError && error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return json({ success: false, error: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) }, { status: error.status, headers });
  }
  console.error(`${describeRequest(request)} failed: ${describeError(error)}`);
  return json({ success: false, error: "Something went wrong on our side. Please try again or call us." }, { status: 500 });
}
