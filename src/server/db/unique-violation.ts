/**
 * Postgres's answer when a write meets a unique index another write filled first: the one way
 * the site tells a lost race (a seat taken, a signature already stored, a first sign-in made
 * twice at once) from any other failure.
 */

const UNIQUE_VIOLATION = "23505";

/** The constraint a unique violation names ("" when it names none), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  // Drizzle wraps the driver's error in `cause`; node-postgres, Neon and PGlite all set code and constraint.
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === "string" ? constraint : "";
  }
  return null;
}
