/**
 * The form token: a signed note from the server of when this tab first opened a form,
 * fetched once when the island hydrates and kept for the tab (sessionStorage), so a
 * reload keeps the original time and a tab left open for a day is still fine. Without it
 * (the fetch failed, storage is blocked) the form is sent without one and judged by the
 * other rules, like any client of the API.
 */
import { useEffect, useState } from "react";
import { ApiError, apiGet, apiUrl } from "@/browser/api-request";
import { formToken } from "@/schemas/routes/booking";

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
  return useFormOptions().token;
}

const SMS_KEY = "wdnm-sms-offered";

/**
 * The form token and whether the server can text (`sms`, for the "Text me" box): one request
 * answers both, when the island hydrates, and the tab keeps both. Asked at run time, not baked
 * into the static page, so setting Twilio up needs no rebuild and an unset one shows no box.
 */
export function useFormOptions(): { token: string | undefined; sms: boolean | undefined } {
  const [token, setToken] = useState<string | undefined>();
  const [sms, setSms] = useState<boolean | undefined>();
  useEffect(() => {
    const kept = stored();
    const keptSms = storedFlag(SMS_KEY);
    if (kept && keptSms !== undefined) {
      setSms(keptSms);
      return setToken(kept);
    }
    const controller = new AbortController();
    apiGet(apiUrl(formToken), controller.signal)
      // A refusal is an answer (no token, no texts); a network failure or the abort leaves both unknown.
      .catch((error: unknown): Partial<{ token: string; sms: boolean }> => {
        if (error instanceof ApiError) return {};
        throw error;
      })
      .then(({ token: issued, sms: offered }) => {
        setSms(offered === true);
        storeFlag(SMS_KEY, offered === true);
        if (!issued) return;
        // A token kept from earlier in the tab keeps the form's original opening time.
        const token = kept ?? issued;
        store(token);
        setToken(token);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return { token, sms };
}

function storedFlag(key: string): boolean | undefined {
  try {
    const value = sessionStorage.getItem(key);
    return value === null ? undefined : value === "true";
  } catch {
    return undefined;
  }
}

function storeFlag(key: string, value: boolean): void {
  try {
    sessionStorage.setItem(key, String(value));
  } catch {
    // Storage blocked: the answer still serves this page.
  }
}
