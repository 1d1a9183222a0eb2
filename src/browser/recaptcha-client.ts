/**
 * reCAPTCHA v3 in the browser: loads Google's script on first use and returns a token for
 * an action. Without a site key, or when the script fails, it logs a warning and returns
 * an empty token; the server decides what that means (the spec's behaviour).
 */
declare global {
  interface Window {
    grecaptcha?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
  }
}

let loading: Promise<void> | undefined;

function loadScript(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => window.grecaptcha!.ready(resolve);
    script.onerror = () => reject(new Error("The reCAPTCHA script did not load"));
    document.head.append(script);
  });
  return loading;
}

export async function recaptchaToken(siteKey: string | undefined, action: string): Promise<string> {
  if (!siteKey) {
    console.warn("No reCAPTCHA site key is configured; sending the request without a bot-check token.");
    return "";
  }
  try {
    await loadScript(siteKey);
    return await window.grecaptcha!.execute(siteKey, { action });
  } catch (error) {
    console.warn("reCAPTCHA failed; sending the request without a token.", error);
    return "";
  }
}
