/**
 * The permission table, path by path: every route the admin function serves, with every method,
 * called by a signed-in person of each role, answers as the table says (403 with a sentence naming
 * the role where refused; anything but 401 and 403 where allowed), and a route the function serves
 * without an entry in the table fails here.
 */
import { describe, expect, it } from "vitest";
import adminHandler from "../../netlify/functions/admin.mts";
import type { Role } from "../../src/core/roles";
import { getDb } from "../../src/server/db/client";
import { teamMembers } from "../../src/server/db/schema";
import { ADMIN_PERMISSIONS, mayCall, permissionOf } from "../../src/schemas/routes/admin-permissions";
import { adminArea } from "../../src/schemas/routes/admin";
import { methodsOf, type ApiRoute } from "../../src/schemas/routes/route";
import { ADMIN, VISITOR, callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { concretePath } from "../helpers/function-routes";
import { sessionCookie } from "../helpers/session";

useFunctionDatabase();
useAdminEnv();

/** The routes the admin function serves, less its wildcard scope (an unknown path's 404). */
const served = adminHandler.routes.filter((route) => route !== adminArea);

/** Who calls: an ADMIN_EMAILS owner, and one person of each role on the team. */
const PEOPLE: { role: Role; email: string }[] = [
  { role: "owner", email: ADMIN },
  { role: "owner", email: "team-owner@example.com" },
  { role: "office", email: "office@example.com" },
  { role: "estimator", email: "estimator@example.com" },
  { role: "installer", email: "installer@example.com" },
];

const cookies = new Map<string, string>();
let seeded = false;

/** A session of `email`, the team written first (the database is the test's, reachable only inside a test). */
async function cookieOf(email: string): Promise<string> {
  if (!seeded) {
    seeded = true;
    await getDb()
      .insert(teamMembers)
      .values(PEOPLE.filter((person) => person.email !== ADMIN).map(({ role, email }) => ({ role, email, name: role, createdBy: ADMIN })));
  }
  if (!cookies.has(email)) cookies.set(email, await sessionCookie(email));
  return cookies.get(email)!;
}

const cases = served.flatMap((route) =>
  methodsOf(route).flatMap((method) => PEOPLE.map((person) => ({ path: route.path, route, method, ...person }))),
);

describe("the admin permission table", () => {
  it("has an entry for every route the admin function serves, naming each of its methods", () => {
    const missing = served.filter((route) => !permissionOf(route)).map((route) => route.path);
    expect(missing, "admin routes without an entry in src/schemas/routes/admin-permissions.ts").toEqual([]);
    for (const route of served) expect(Object.keys(permissionOf(route)!.roles).sort(), route.path).toEqual(methodsOf(route).sort());
  });

  it("names no route the admin function does not serve", () => {
    const paths = new Set(served.map((route: ApiRoute) => route.path));
    expect(ADMIN_PERMISSIONS.map((permission) => permission.route.path).filter((path) => !paths.has(path))).toEqual([]);
  });

  it.each(cases)("answers $method $path to the $role $email as the table says", async ({ route, method, role, email }) => {
    const response = await callAdmin(concretePath(route.path), {
      method,
      body: method === "GET" || method === "DELETE" ? undefined : {},
      as: null,
      cookie: await cookieOf(email),
    });
    if (mayCall(role, route, method)) {
      expect(response.status, await response.clone().text()).not.toBe(401);
      expect(response.status, await response.clone().text()).not.toBe(403);
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining(`Your role (${role}) cannot`) });
    }
    if (!response.bodyUsed) await response.body?.cancel();
  });

  it("refuses a customer every admin path with a plain sentence", async () => {
    const response = await callAdmin("/api/admin/appointments", { as: VISITOR });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "Only the team may open the admin." });
  });

  it("refuses an installer even an unknown admin path, so they learn none", async () => {
    const response = await callAdmin("/api/admin/nope", { as: null, cookie: await cookieOf("installer@example.com") });
    expect(response.status).toBe(403);
  });
});
