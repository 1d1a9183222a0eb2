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
import { HttpError, TooManyRequestsError, ValidationError, type FieldErrors } from "./errors";
import { readableForBrowsers } from "./browser-page";
import { json } from "./headers";

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
export interface FunctionContext {
  /** The client's address: on Netlify from the edge, locally from the socket (scripts/local-functions.mjs). */
  ip?: string;
}

/** A handler for a method without a body. */
export type Handler = (input: HandlerInput) => Promise<Response>;

/** A handler whose JSON body is parsed by a schema first; made by `withBody`. */
export interface BodyHandler {
  schema: $ZodType;
  handle: (input: HandlerInput<unknown>) => Promise<Response>;
}

/** Pairs a body schema (classic zod or zod/mini) with the handler that receives the parsed, typed body. */
export function withBody<S extends $ZodType>(schema: S, handle: (input: HandlerInput<z.output<S>>) => Promise<Response>): BodyHandler {
  return { schema, handle: handle as BodyHandler["handle"] };
}

/**
 * Builds a Netlify Functions v2 handler from one handler per method. A browser navigation
 * that fails gets a readable page instead of JSON (see browser-page.ts).
 */
export function route(routes: { [M in Method]?: Handler | BodyHandler }): (request: Request, context?: FunctionContext) => Promise<Response> {
  return readableForBrowsers(async (request: Request, context?: FunctionContext) => {
    const endpoint = routes[request.method as Method];
    if (!endpoint) {
      const allow = Object.keys(routes).join(", ");
      return json({ success: false, error: `Method ${request.method} is not allowed here.` }, { status: 405, headers: { Allow: allow } });
    }
    try {
      const url = new URL(request.url);
      const clientAddress = context?.ip || undefined;
      if (typeof endpoint === "function") return await endpoint({ request, url, body: undefined, clientAddress });
      const body = parseWith(endpoint.schema, await readJson(request));
      return await endpoint.handle({ request, url, body, clientAddress });
    } catch (error) {
      return toResponse(error, request);
    }
  });
}

/** Validates `value` with `schema` (classic zod or zod/mini), or throws a ValidationError naming each bad field. */
export function parseWith<S extends $ZodType>(schema: S, value: unknown): z.output<S> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw new ValidationError(undefined, fieldErrorsOf(result.error));
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

/** Reads the body as JSON, refusing oversized bodies and malformed JSON with a 400. */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const reader = request.body?.getReader();
  if (!reader) throw new ValidationError("The request has no body.", { _form: ["Send the form as JSON."] });
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
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError("The request body is not valid JSON.", { _form: ["Send the form as JSON."] });
  }
}

function tooLarge(maxBytes: number): ValidationError {
  return new ValidationError("The request is too large.", { _form: [`Send at most ${maxBytes / 1024} KB.`] });
}

/** Maps an error to its response; the one place unexpected errors are logged. */
export function toResponse(error: unknown, request: Request): Response {
  if (error instanceof HttpError) {
    const headers = error instanceof TooManyRequestsError && error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return json({ success: false, error: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) }, { status: error.status, headers });
  }
  console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
  return json({ success: false, error: "Something went wrong on our side. Please try again or call us." }, { status: 500 });
}
