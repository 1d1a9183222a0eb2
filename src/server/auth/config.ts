/**
 * The Auth.js configuration, built from `serverEnv()`: Google (or a stand-in OpenID issuer from
 * AUTH_GOOGLE_ISSUER), the developer sign-in when allowed, JWT sessions of 30 days. Null when
 * there is no session secret: then sign-in answers 503 (see `authConfigOrResponse`).
 */
import type { AuthConfig } from "@auth/core";
import Credentials from "@auth/core/providers/credentials";
import Google from "@auth/core/providers/google";
import type { Provider } from "@auth/core/providers";
import { z } from "zod";
import { serverEnv } from "../env";
import { json } from "../http/headers";
import { isDevLoginAllowed } from "./deployment";
import { resolveAuthSecret } from "./secret";

export { isDevLoginAllowed } from "./deployment";

/** Where every Auth.js route lives. */
export const AUTH_BASE_PATH = "/api/auth";

/** Id of the developer sign-in's Credentials provider (POST /api/auth/callback/dev). */
export const DEV_PROVIDER_ID = "dev";

/** How long a session lasts: 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const devEmailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** The Auth.js config, or null when no session secret is available. */
export function authConfig(env: Record<string, string | undefined> = process.env): AuthConfig | null {
  const secret = resolveAuthSecret(env);
  if (!secret) return null;
  return {
    basePath: AUTH_BASE_PATH,
    trustHost: true,
    secret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    providers: providers(env),
    callbacks: {
      signIn: ({ account, profile }) => account?.provider !== "google" || (Boolean(profile?.email) && profile?.email_verified !== false),
      jwt: ({ token, user }) => {
        if (user) Object.assign(token, { email: user.email?.trim().toLowerCase(), name: user.name ?? null, picture: user.image ?? null });
        return token;
      },
      session: ({ session, token }) => {
        const email = typeof token.email === "string" ? token.email : "";
        return { ...session, user: { ...session.user, email, name: token.name ?? null, image: token.picture ?? null } };
      },
    },
  };
}

/** The config, or the 503 answer every sign-in route gives when sign-in is not configured. */
export function authConfigOrResponse(): AuthConfig | Response {
  return authConfig() ?? json({ success: false, error: "Sign-in is not configured" }, { status: 503 });
}

/** True when Google (or its stand-in) is configured with a client id and secret. */
export function isGoogleConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

function providers(env: Record<string, string | undefined>): Provider[] {
  const { AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET, AUTH_GOOGLE_ISSUER } = serverEnv();
  const list: Provider[] = [];
  if (AUTH_GOOGLE_ID && AUTH_GOOGLE_SECRET) {
    list.push(Google({ clientId: AUTH_GOOGLE_ID, clientSecret: AUTH_GOOGLE_SECRET, ...(AUTH_GOOGLE_ISSUER && { issuer: AUTH_GOOGLE_ISSUER }) }));
  }
  if (isDevLoginAllowed(env)) list.push(devProvider());
  return list;
}

/** Signs in as any well-formed address, with no password: local development only. */
function devProvider(): Provider {
  return Credentials({
    id: DEV_PROVIDER_ID,
    name: "Developer sign-in",
    credentials: { email: { label: "Email", type: "email" } },
    authorize: (credentials) => {
      const parsed = devEmailSchema.safeParse(credentials?.email);
      if (!parsed.success) return null;
      return { id: parsed.data, email: parsed.data, name: parsed.data.split("@")[0] ?? null, image: null };
    },
  });
}
