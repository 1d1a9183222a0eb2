/**
 * Which failures mean "the database cannot answer now" rather than "this request is wrong":
 * a statement cancelled by its timeout, a client that gave up waiting, no free connection, a
 * server that is restarting or unreachable. route() answers those 503 with Retry-After, so a
 * stuck database gives visitors a clear "try again" within seconds, never a 500.
 */

/** SQLSTATE codes of a database that is busy or going away: query cancelled (statement_timeout), shutting down, starting, deadlock. */
const UNAVAILABLE_CODES = new Set(["57014", "57P01", "57P02", "57P03", "40P01"]);

/**
 * SQLSTATE classes of a database that cannot take a write now: 08 (the connection) and 53
 * (insufficient resources: a full disk, out of memory, too many connections). A statement that
 * stores a booking and its confirmation fails whole on them, so "try again" is the truth.
 */
const UNAVAILABLE_CLASSES = ["08", "53"];

/** Node's and node-postgres's words for a connection that could not be made or was lost. */
const UNAVAILABLE_SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error/i;

/** True when `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), says the database could not answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code } = current as { code?: unknown };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code) || UNAVAILABLE_CLASSES.some((prefix) => code.startsWith(prefix)))
    )
      return true;
    // The HTTP driver's fetch given up by its AbortSignal.timeout.
    if (current.name === "TimeoutError" || current.name === "AbortError") return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
