/**
 * A local OpenID provider standing in for Google in the browser tests (the site's Google
 * provider points at it through AUTH_GOOGLE_ISSUER). Everyone who signs in here is the
 * owner, an admin; ordinary users are covered by the function tests in tests/auth/.
 */
import { OAuth2Server } from "oauth2-mock-server";

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4526);
export const E2E_ADMIN = { email: "admin@windowsanddoorsnearme.com", name: "Pat Owner" };

export async function startOidcServer(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(OIDC_PORT, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${OIDC_PORT}`;
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { email_verified: true, ...E2E_ADMIN });
  });
  return () => server.stop();
}
