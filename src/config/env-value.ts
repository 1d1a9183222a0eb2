/**
 * Reads a build- or run-time environment variable without assuming Node: in a browser
 * bundle `process` does not exist and every override falls back to its default.
 * Islands therefore receive business facts as props from the page, never by import.
 */
export function envValue(name: string): string | undefined {
  const value = typeof process === "undefined" ? undefined : process.env[name];
  return value?.trim() ? value.trim() : undefined;
}
