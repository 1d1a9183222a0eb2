/**
 * `on`, `guardedBy` and `serve`: each handler answers what the route table says its method
 * answers, and receives what the function's guard let through. The answer's shape is checked by
 * the compiler, not at run time: `astro check` fails on each `@ts-expect-error` below once it no
 * longer finds its error, so these lines prove a wrong answer does not compile.
 */
import { describe, expect, it } from "vitest";
import { adminTextSend } from "@/schemas/routes/admin";
import { authStatus } from "@/schemas/routes/auth";
import { adminTextSchema } from "@/schemas/sms-admin";
import { withBody } from "./handler";
import { json } from "./headers";
import { guardedBy, on, serve } from "./serve";

const SITE = "https://site.example";

const ADMIN = { email: "owner@example.com", name: "Owner", image: null, isAdmin: true, role: "owner" as const };

describe("on", () => {
  it("serves a handler whose JSON answer is the table's shape", async () => {
    const status = serve([on(authStatus, { GET: async () => json({ authenticated: false, user: null }) })]);
    const response = await status(new Request(`${SITE}${authStatus.path}`));
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  it("does not compile a handler whose JSON answer is another shape (served anyway, it would answer what it was given)", async () => {
    const status = serve([
      on(authStatus, {
        // @ts-expect-error The table's AuthStatus is { authenticated, user }, not { signedIn }.
        GET: async () => json({ signedIn: false }),
      }),
    ]);
    on(adminTextSend, {
      // @ts-expect-error adminTextSend answers { id: number; status: string }: an id is no string.
      POST: withBody(adminTextSchema, async () => json({ id: "1", status: "queued" })),
    });
    const response = await status(new Request(`${SITE}${authStatus.path}`));
    expect(await response.json()).toEqual({ signedIn: false });
  });
});

describe("guardedBy", () => {
  it("hands each handler what the guard let through", async () => {
    const admins = guardedBy(async () => ADMIN);
    const status = serve([admins.on(authStatus, { GET: async ({ guarded }) => json({ authenticated: true, user: guarded }) })], {
      guard: admins.guard,
    });
    const response = await status(new Request(`${SITE}${authStatus.path}`));
    expect(await response.json()).toEqual({ authenticated: true, user: ADMIN });
  });
});
