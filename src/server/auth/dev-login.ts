/**
 * The developer sign-in (local runs only, see `isDevLoginAllowed`): GET `authDevLogin`
 * serves a small form listing the admin addresses and the team's people with their roles (so a
 * local run can sign in as each role) plus a free email field; the form posts back
 * to POST `authDevLogin`, which opens a database session for that address, sets the
 * session cookie and returns to where sign-in started. It is not an Auth.js Credentials
 * provider: Auth.js runs those only with JWT sessions, which sign-out cannot revoke. Like every
 * state-changing call, the POST must come from this site (`requireSameOrigin`).
 */
import { z } from "zod";
import { ValidationError } from "../http/errors";
import { withSecurityHeaders } from "./auth-js";
import { sessionCookieName, sessionSetCookie } from "./cookies";
import { signInCallbackUrl } from "./return-to";
import type { Role } from "../../core/roles";
import { isAdminEmail, requireSameOrigin } from "./session";
import { openSession, purgeDeadSessions } from "./session-store";

const devEmailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** The sign-in form; it posts back to the same URL, so `returnTo` rides along. */
export async function devLoginPage(request: Request, adminEmails: readonly string[]): Promise<Response> {
  const url = new URL(request.url);
  const html = renderDevLoginPage({ action: `${url.pathname}${url.search}`, adminEmails, team: await liveTeam() });
  return withSecurityHeaders(new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } }));
}

/** Signs in as the posted email: a new session, its cookie, and a 302 to `returnTo` with ?auth=success. */
export async function submitDevLogin(request: Request): Promise<Response> {
  requireSameOrigin(request);
  const form = await request.formData().catch(() => new FormData());
  const parsed = devEmailSchema.safeParse(form.get("email"));
  if (!parsed.success) throw new ValidationError("Enter an email address to sign in as.", { email: ["Enter an email address."] });
  const email = parsed.data;
  const now = new Date();
  const { token, expires } = await openSession({ email, name: email.split("@")[0] ?? null, image: null }, now);
  await purgeDeadSessions(now); // As Auth.js's sign-in event does (config.ts).
  const target = new URL(signInCallbackUrl(new URL(request.url)), request.url);
  const headers = new Headers({ Location: target.href, "Set-Cookie": sessionSetCookie(sessionCookieName(request), token, expires) });
  return withSecurityHeaders(new Response(null, { status: 302, headers }));
}

/** The team's people, each with their role; the database is loaded only when the page is asked for. */
async function liveTeam(): Promise<DevLoginPageData["team"]> {
  const [{ getDb }, { listLiveTeamRows }] = await Promise.all([import("../db/client"), import("../db/team/team")]);
  return (await listLiveTeamRows(getDb())).map(({ email, role }) => ({ email, role }));
}

/** What the page shows. */
export interface DevLoginPageData {
  /** Where the forms post: this page's own path and query. */
  action: string;
  adminEmails: readonly string[];
  /** The team's people (those ADMIN_EMAILS names are listed with the admin addresses). */
  team: readonly { email: string; role: Role }[];
}

/** The page's HTML: one quick-choice form per admin address and per person on the team, then a free email field. */
export function renderDevLoginPage({ action: path, adminEmails, team }: DevLoginPageData): string {
  const action = escapeHtml(path);
  const choice = (email: string, role?: Role) =>
    `<li><form method="post" action="${action}"><input type="hidden" name="email" value="${escapeHtml(email)}"><button type="submit">Sign in as ${escapeHtml(email)}${role ? ` (${role})` : ""}</button></form></li>`;
  const choices = adminEmails.map((email) => choice(email)).join("");
  const people = team.filter(({ email }) => !isAdminEmail(email, adminEmails));
  const teamChoices = people.length ? `<h2>The team</h2>\n<ul>${people.map(({ email, role }) => choice(email, role)).join("")}</ul>` : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Developer sign-in</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}ul{list-style:none;padding:0}li{margin:.5rem 0}button,input{font:inherit;padding:.5rem .75rem}input[type=email]{width:100%;box-sizing:border-box}label{display:block;font-weight:600;margin-top:1.5rem}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main>
<h1>Developer sign-in</h1>
<p>Local development only: no password is asked. It is off on any deployed site.</p>
<h2>Admin addresses</h2>
<ul>${choices}</ul>
${teamChoices}
<form method="post" action="${action}">
<label for="dev-email">Any other email</label>
<input id="dev-email" name="email" type="email" required autocomplete="email" placeholder="someone@example.com">
<p><button type="submit">Sign in</button></p>
</form>
</main></body>
</html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
