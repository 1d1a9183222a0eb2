import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { hashFeedSecret, newFeedSecret } from "../../src/server/calendar-feed/feed-secrets";
import { getDb } from "../../src/server/db/client";
import { adminCalendarFeeds, appointments, teamMembers } from "../../src/server/db/schema";
import { appointmentUid } from "../../src/server/notify/emails/invitation";
import { installUid } from "../../src/server/notify/emails/job-templates";
import { resetServerEnv, siteOrigin } from "../../src/server/env";
import { ADMIN, callAdmin, SECOND_ADMIN, seedAppointment, SITE, useAdminEnv, VISITOR } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { scheduledJob, teamMember } from "../jobs/crew-fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
// An install needs a signed quote: the contract's facts and a stand-in for Stripe.
useContractFacts();
useStripeStandIn();
// The database is the file's: each test starts with no links (the migration test rewrites them all).
beforeEach(async () => {
  await getDb().delete(adminCalendarFeeds);
});

/** A new feed URL for `as`, from POST (the only answer that holds one). */
const newFeedUrl = async (as = ADMIN) => {
  const response = await callAdmin("/api/admin/calendar-feed", { method: "POST", as });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
};
const feedState = async (as = ADMIN) => {
  const response = await callAdmin("/api/admin/calendar-feed", { as });
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), body: (await response.json()) as Record<string, unknown> };
};
const fetchFeed = (url: string) => calendarFeedHandler(new Request(url));
const secretIn = (url: string) =>
  url
    .split("/")
    .pop()!
    .replace(/\.ics$/, "");
const storedRow = async (email = ADMIN) =>
  (await getDb().select().from(adminCalendarFeeds).where(eq(adminCalendarFeeds.adminEmail, email.toLowerCase())))[0];

/** The hand-written statement of the migration that hashed the secrets once stored in clear. */
function hashingMigrationStatement(): string {
  const folder = join(import.meta.dirname, "../../drizzle");
  const file = readdirSync(folder).find((name) => name.endsWith("_feed-secret-hash.sql"))!;
  const statements = readFileSync(join(folder, file), "utf8").split("--> statement-breakpoint");
  return statements.find((statement) => statement.includes("UPDATE"))!;
}

describe("/api/admin/calendar-feed", () => {
  it("makes each admin their own private URL on POST, and GET then says when, never the URL", async () => {
    expect((await feedState()).body).toEqual({ exists: false, madeAt: null, reach: "everything" });
    const url = await newFeedUrl();
    expect(url).toMatch(new RegExp(`^${siteOrigin()}/api/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await newFeedUrl(SECOND_ADMIN)).not.toBe(url);

    const state = await feedState();
    expect(state.body).toEqual({ exists: true, madeAt: NOW.toISOString(), reach: "everything" });
    expect(state.text).not.toContain(secretIn(url));
  });

  it("stores only the secret's SHA-256, not the secret", async () => {
    const secret = secretIn(await newFeedUrl());
    const row = await storedRow();
    expect(row!.secretHash).toBe(hashFeedSecret(secret));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/calendar-feed", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/calendar-feed", { as: VISITOR })).status).toBe(403);
    expect((await callAdmin("/api/admin/calendar-feed", { method: "POST", origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("migration 0006 (feed secrets hashed)", () => {
  it("hashes in SQL exactly as hashFeedSecret does", async () => {
    // The statement's own expression, on values a backslash or a non-ASCII letter would tell apart.
    const expression = /SET "secret_hash" = (.+);/.exec(hashingMigrationStatement())![1]!;
    for (const value of [newFeedSecret(), "a\\x41\\\\b", "café ☕"]) {
      const { rows } = (await getDb().execute(
        sql`select ${sql.raw(expression.replaceAll('"secret_hash"', "v"))} as hash from (select ${value}::text as v) as t`,
      )) as unknown as { rows: { hash: string }[] };
      expect(rows[0]!.hash).toBe(hashFeedSecret(value));
    }
  });

  it("keeps a URL made before it working", async () => {
    const secret = newFeedSecret();
    // A row as the migration finds it: the secret in clear (in the renamed column).
    await getDb().insert(adminCalendarFeeds).values({ adminEmail: ADMIN.toLowerCase(), secretHash: secret });
    const oldUrl = `${siteOrigin()}/api/calendar-feed/${secret}.ics`;
    expect((await fetchFeed(oldUrl)).status).toBe(404);
    await getDb().execute(sql.raw(hashingMigrationStatement()));
    expect((await storedRow())!.secretHash).toBe(hashFeedSecret(secret));
    expect((await fetchFeed(oldUrl)).status).toBe(200);
  });
});

describe("GET /api/calendar-feed/{secret}.ics", () => {
  it("lists upcoming visits and those of the last 30 days as a valid calendar, with what the crew needs", async () => {
    const upcoming = await seedAppointment({
      appointmentDate: "2026-12-03",
      appointmentTime: "2:00 PM",
      phone: "(480) 555-0111",
      projectDetails: "Patio door sticks",
      adminNotes: "Gate code 1234",
      status: "confirmed",
    });
    const recent = await seedAppointment({ appointmentDate: "2026-11-02", status: "completed" });
    const old = await seedAppointment({ appointmentDate: "2026-10-31" });
    const cancelled = await seedAppointment({ appointmentDate: "2026-12-04", status: "cancelled" });

    const response = await fetchFeed(await newFeedUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = parseEvents(text);
    const uids = events.map((event) => event.uid);
    expect(uids).toContain(appointmentUid(upcoming.id));
    expect(uids).toContain(appointmentUid(recent.id));
    expect(uids).not.toContain(appointmentUid(old.id));
    expect(uids).not.toContain(appointmentUid(cancelled.id));

    const visit = events.find((event) => event.uid === appointmentUid(upcoming.id))!;
    expect(visit.startDate.toJSDate().toISOString()).toBe("2026-12-03T21:00:00.000Z");
    expect(visit.startDate.zone.tzid).toBe("UTC");
    expect(visit.endDate.toJSDate().toISOString()).toBe("2026-12-03T23:00:00.000Z");
    expect(visit.summary).toBe("Estimate: Ana Lopez, Gilbert");
    expect(visit.location).toBe("123 E Main St, Gilbert, AZ 85233");
    for (const expected of [
      "Phone: (480) 555-0111",
      "Map: https://www.google.com/maps/search/?api=1&query=123%20E%20Main%20St%2C%20Gilbert%2C%20AZ%2085233",
      "Service: Window installation",
      "Project details: Patio door sticks",
      "Admin notes: Gate code 1234",
    ]) {
      expect(visit.description).toContain(expected);
    }
  });

  it("answers 404 to a wrong secret, a malformed path, and the old URL after a new one is made", async () => {
    const before = await newFeedUrl();
    expect((await fetchFeed(before)).status).toBe(200);
    const after = await newFeedUrl();
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).status).toBe(404);
    expect((await fetchFeed(after)).status).toBe(200);
    expect((await storedRow())!.secretHash).toBe(hashFeedSecret(secretIn(after)));
    // The stored hash is no key either.
    const hashPath = `/api/calendar-feed/${hashFeedSecret(secretIn(after))}.ics`;
    for (const path of [
      `/api/calendar-feed/${"A".repeat(43)}.ics`,
      "/api/calendar-feed/short.ics",
      `/api/calendar-feed/${secretIn(after)}`,
      "/api/calendar-feed/%E0%A4%A.ics",
      hashPath,
    ]) {
      expect((await fetchFeed(`${SITE}${path}`)).status).toBe(404);
    }
  });

  it("stops answering once its owner is no longer an admin", async () => {
    const url = await newFeedUrl(SECOND_ADMIN);
    vi.stubEnv("ADMIN_EMAILS", ADMIN);
    resetServerEnv();
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe("a feed follows its owner's role", () => {
  /** The UIDs the feed at `url` lists, or its status when it answers no calendar. */
  const listed = async (url: string) => {
    const response = await fetchFeed(url);
    return response.status === 200 ? parseEvents(await response.text()).map((event) => event.uid) : response.status;
  };
  const setRole = (id: string, role: "office" | "estimator" | "installer") =>
    getDb().update(teamMembers).set({ role }).where(eq(teamMembers.id, id));

  // The file's database is shared: each world's install holds a crew of its own.
  let crew = 10;

  /** Two estimators' visits, one of nobody, and an install on the 3rd. */
  async function world() {
    const eva = await teamMember("estimator");
    const ben = await teamMember("estimator");
    const visits = {
      eva: await seedAppointment({ appointmentDate: "2026-12-03", estimatorId: eva.id }),
      ben: await seedAppointment({ appointmentDate: "2026-12-03", estimatorId: ben.id }),
      nobody: await seedAppointment({ appointmentDate: "2026-12-04" }),
    };
    const job = await scheduledJob(++crew, ["2026-12-03"]);
    return { eva, ben, visits, everything: [...Object.values(visits).map((visit) => appointmentUid(visit.id)), installUid(job.jobId)] };
  }

  it("lists every visit and install to an owner and to the office, who may make one", async () => {
    const { everything } = await world();
    const office = await teamMember("office");
    expect(await listed(await newFeedUrl(ADMIN))).toEqual(expect.arrayContaining(everything));
    expect((await feedState(office.email)).body).toMatchObject({ exists: false, reach: "everything" });
    expect(await listed(await newFeedUrl(office.email))).toEqual(expect.arrayContaining(everything));
  });

  it("lists to an estimator only the visits assigned to them: no installs, nobody's or another's", async () => {
    const { eva, visits } = await world();
    expect((await feedState(eva.email)).body).toMatchObject({ exists: false, reach: "assigned visits" });
    expect(await listed(await newFeedUrl(eva.email))).toEqual([appointmentUid(visits.eva.id)]);
  });

  it("follows a change of role from the next request: office to estimator, then installer", async () => {
    const { everything, visits } = await world();
    const person = await teamMember("office");
    const url = await newFeedUrl(person.email);
    expect(await listed(url)).toEqual(expect.arrayContaining(everything));

    await setRole(person.id, "estimator");
    expect(await listed(url)).toEqual([]);
    await getDb().update(appointments).set({ estimatorId: person.id }).where(eq(appointments.id, visits.nobody.id));
    expect(await listed(url)).toEqual([appointmentUid(visits.nobody.id)]);

    await setRole(person.id, "installer");
    expect(await listed(url)).toBe(404);
  });

  it("stops answering at once when its owner is removed, and never answers an installer or an unknown address", async () => {
    const person = await teamMember("estimator");
    const url = await newFeedUrl(person.email);
    expect(await listed(url)).toEqual([]);
    await getDb().update(teamMembers).set({ removedAt: NOW }).where(eq(teamMembers.id, person.id));
    expect(await listed(url)).toBe(404);

    // Feeds made before the role changed, or by hand: the table's rows alone never open a feed.
    const installer = await teamMember("installer");
    for (const email of [installer.email, VISITOR]) {
      const secret = newFeedSecret();
      await getDb()
        .insert(adminCalendarFeeds)
        .values({ adminEmail: email, secretHash: hashFeedSecret(secret) });
      expect(await listed(`${SITE}/api/calendar-feed/${secret}.ics`)).toBe(404);
    }
  });

  it("is refused to an installer by the admin", async () => {
    const installer = await teamMember("installer");
    expect((await callAdmin("/api/admin/calendar-feed", { method: "POST", as: installer.email })).status).toBe(403);
  });
});
