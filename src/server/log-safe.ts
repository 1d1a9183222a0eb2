/**
 * What a log line may say about an error or a request: names, codes, ids and where in the
 * code, never a customer's name, email, phone or address, nor a link's secret. A failed
 * query's error carries the query's parameters (Drizzle puts them in its message), so an
 * error object is never logged as it is: every logger in src/server and netlify/functions
 * goes through `describeError`.
 */

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
// Digits, possibly spaced or punctuated; seven or more of them are taken for a phone number
// (an SMTP status such as "550 5.1.1" stays).
const DIGIT_RUN = /\+?\d[\d\s().-]{5,}\d/g;
// Postgres quotes the value it refused after a colon (`invalid input syntax for type uuid: "…"`),
// and identifiers elsewhere (`constraint "appointments_seat_key"`), which are worth keeping.
const QUOTED_VALUE = /: (["'])[^]*?\1/g;
// Drizzle: "Failed query: <sql>\nparams: <values>".
const FAILED_QUERY = /^Failed query: /;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_MESSAGE = 300;
const MAX_CAUSES = 4;
const MAX_FRAMES = 3;

/**
 * One line about `error` and its causes: each one's name, code (a Postgres SQLSTATE, a Node
 * error code) and constraint, and its first message line with values taken out, then the
 * first frames of the outermost stack. Never the parameters of a failed query.
 */
export function describeError(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth++) {
    chain.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const frames = error instanceof Error ? stackFrames(error) : "";
  return chain.join(" <- caused by ") + (frames ? ` ${frames}` : "");
}

/** The message with the values a customer typed taken out (emails, numbers, quoted values). */
export function withoutValues(message: string): string {
  if (FAILED_QUERY.test(message)) return "Failed query (its parameters are left out)";
  const firstLine = message.split("\n", 1)[0] ?? "";
  return firstLine
    .replace(EMAIL, "<email>")
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, "").length >= 7 ? "<number>" : run))
    .replace(QUOTED_VALUE, ": $1…$1")
    .slice(0, MAX_MESSAGE);
}

/** The request's method and path for a log line, with any secret-shaped segment (a manage link's or a feed's token) replaced. */
export function describeRequest(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = pathname
    .split("/")
    .map((segment) => (segment.length >= 24 && !UUID.test(segment) ? "{secret}" : segment))
    .join("/");
  const id = request.headers.get("x-nf-request-id");
  return `${request.method} ${path}${id ? ` (request ${id})` : ""}`;
}

function describeOne(error: unknown): string {
  // A thrown non-Error may be anything, even the body that was being saved.
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const tags = [
    typeof code === "string" || typeof code === "number" ? `code ${code}` : "",
    typeof constraint === "string" ? `constraint ${constraint}` : "",
  ].filter(Boolean);
  // Drizzle's DrizzleQueryError keeps the name "Error"; its class says what it is.
  const name = error.name === "Error" && error.constructor !== Error ? error.constructor.name : error.name;
  return `${name}${tags.length ? ` [${tags.join(", ")}]` : ""}: ${withoutValues(error.message)}`;
}

function stackFrames(error: Error): string {
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
  return frames.length ? `(${frames.join(" | ")})` : "";
}
