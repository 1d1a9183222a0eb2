/**
 * A local OpenID provider standing in for Google in the browser tests (the site's Google
 * provider points at it through AUTH_GOOGLE_ISSUER). Whoever signs in is the owner, an admin,
 * unless the browser carries the E2E_IDENTITY_COOKIE: then it is that email, a customer.
 * Cookies ignore ports, so a cookie set for 127.0.0.1 reaches this server as well as the site.
 */
import { OAuth2Server } from "oauth2-mock-server";

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4526);
export const E2E_ADMIN = { email: "admin@windowsanddoorsnearme.com", name: "Pat Owner" };

/** Set this cookie (domain 127.0.0.1) to an email to sign in as that person instead of the admin. */
export const E2E_IDENTITY_COOKIE = "e2e_identity";

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

export async function startOidcServer(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(OIDC_PORT, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${OIDC_PORT}`;
  // The browser visits /authorize (with its cookies); the site then redeems the code at /token.
  const identityOfCode = new Map<string, { email: string; name: string }>();
  server.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req: { headers: { cookie?: string } }) => {
    const email = cookieValue(req.headers.cookie, E2E_IDENTITY_COOKIE);
    const code = url.searchParams.get("code");
    if (email && code) identityOfCode.set(code, { email, name: "Casey Customer" });
  });
  server.service.on("beforeTokenSigning", (token, req) => {
    const code = (req.body as { code?: string } | undefined)?.code;
    const identity = (code && identityOfCode.get(code)) || E2E_ADMIN;
    // Google gives each account its own `sub`, and the site links users by it (the stand-in's default is one for everybody).
    Object.assign(token.payload, { email_verified: true, sub: `e2e-${identity.email}`, ...identity });
  });
  return () => server.stop();
}
