/**
 * The form token: a signed note from the server of when this tab first opened a form,
 * fetched once when the island hydrates and kept for the tab (sessionStorage), so a
 * reload keeps the original time and a tab left open for a day is still fine. Without it
 * (the fetch failed, storage is blocked) the form is sent without one and judged by the
 * other rules, like any client of the API.
 */
import { useEffect, useState } from "react";

const STORAGE_KEY = "wdnm-form-token";

function stored(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still serves this page.
  }
}

/** The tab's form token, or undefined until (or unless) the server has issued one. */
export function useFormToken(): string | undefined {
  const [token, setToken] = useState<string | undefined>();
  useEffect(() => {
    const kept = stored();
    if (kept) return setToken(kept);
    const controller = new AbortController();
    fetch("/api/form-token", { signal: controller.signal })
      .then((response): Promise<{ token?: string }> | { token?: string } => (response.ok ? response.json() : {}))
      .then(({ token: issued }) => {
        if (!issued) return;
        store(issued);
        setToken(issued);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return token;
}
