/**
 * A notice's emails stored by the statement of the change they announce, then sent: both kinds
 * of recipient, the invitation, the outbox rows, a transport that throws, a statement that
 * changed nothing (then nothing is stored).
 */
import { asc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/client";
import { emailsById, storeEmailsAbout, type OutgoingEmail } from "../../src/server/db/emails/messages";
import * as schema from "../../src/server/db/schema";
import { emailOutbox } from "../../src/server/db/schema";
import { resetServerEnv, serverEnv, type ServerEnv } from "../../src/server/env";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { leadReceived } from "../../src/server/notify/leads";
import { deliverNotice, type Notice } from "../../src/server/notify/notice";
import { visitBooked } from "../../src/server/notify/visits";
import { openTestDatabase, type TestDatabase } from "../helpers/database";
import { ADMIN_EMAILS, appointmentRow, CANCEL_URL, leadRow, MAIL_FROM, NOW } from "../email/fixtures";
import { recording } from "../helpers/recording-transport";

let database: TestDatabase;
let pool: pg.Pool;
let db: Database;
let env: ServerEnv;

beforeAll(async () => {
  database = await openTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  db = drizzle(pool, { schema });
  resetServerEnv();
  env = { ...serverEnv(), SMTP_URL: undefined, MAIL_FROM, ADMIN_EMAILS, SITE_URL: new URL(CANCEL_URL).origin };
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});
beforeEach(async () => {
  await db.delete(emailOutbox);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const storedRows = () => db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

/** Stores the notice's emails about `relatedId` as a change's statement does (none when `changed` is false). */
async function storeWithChange(notice: Notice, relatedId: string, changed = true) {
  const result = (await db.execute(sql`
    with changed as (select ${relatedId}::uuid as id where ${changed}),
    mail as (${storeEmailsAbout("changed", notice.emails, NOW)})
    select (select coalesce(array_agg(mail.id), '{}') from mail) as ids
  `)) as unknown as { rows: { ids: number[] }[] };
  return emailsById(db, result.rows[0]!.ids);
}

const CANCEL_TOKEN = CANCEL_URL.split("/").pop()!;

describe("a booking's notice", () => {
  it("stores and sends the confirmation with its invitation and the admins' notice", async () => {
    const sent: OutgoingEmail[] = [];
    const notice = visitBooked(appointmentRow(), { manageToken: CANCEL_TOKEN, photoCount: 0, smsConsent: false, now: NOW }, env);
    await deliverNotice(db, env, notice, await storeWithChange(notice, appointmentRow().id), { now: NOW, transport: recording(sent) });
    expect(sent.map((message) => message.to)).toEqual(["ana.lopez@example.com", ADMIN_EMAILS.join(", ")]);
    expect(sent[0]!.ics).toContain("METHOD:REQUEST");
    expect(sent[0]!.text).toContain(CANCEL_URL);
    const rows = await storedRows();
    expect(rows.map((row) => [row.kind, row.status, row.relatedId])).toEqual([
      [EMAIL_KINDS.appointmentConfirmation, "sent", appointmentRow().id],
      [EMAIL_KINDS.appointmentAdminNotification, "sent", appointmentRow().id],
    ]);
  });

  it("resolves, leaving both rows failed, when the transport throws", async () => {
    const notice = visitBooked(appointmentRow(), { manageToken: CANCEL_TOKEN, photoCount: 0, smsConsent: false, now: NOW }, env);
    const stored = await storeWithChange(notice, appointmentRow().id);
    await expect(deliverNotice(db, env, notice, stored, { now: NOW, transport: recording([], "SMTP down") })).resolves.toEqual({
      sent: 0,
      failed: 2,
    });
    expect((await storedRows()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["failed", 1, "SMTP down"],
      ["failed", 1, "SMTP down"],
    ]);
  });

  it("stores nothing when the change's statement changed nothing", async () => {
    const notice = visitBooked(appointmentRow(), { manageToken: CANCEL_TOKEN, photoCount: 0, smsConsent: false, now: NOW }, env);
    expect(await storeWithChange(notice, appointmentRow().id, false)).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it("writes the confirmation in the customer's language and the admins' notice in English", () => {
    const notice = visitBooked(
      appointmentRow({ locale: "es" }),
      { manageToken: CANCEL_TOKEN, photoCount: 2, smsConsent: false, now: NOW },
      env,
    );
    const [confirmation, adminNotice] = notice.emails.map((email) => email.message);
    expect(confirmation!.text).toContain("/es/cancel/");
    expect(confirmation!.subject).toMatch(/estimado/i);
    expect(adminNotice!.subject).toMatch(/^New estimate booking/);
    expect(adminNotice!.text).toContain("2 photos attached");
  });

  it("texts only when the customer ticked the box, with their consent stored first", () => {
    const booked = (smsConsent: boolean) =>
      visitBooked(appointmentRow(), { manageToken: CANCEL_TOKEN, photoCount: 0, smsConsent, now: NOW }, env).texts;
    expect(booked(false)).toEqual([]);
    expect(booked(true)).toEqual([
      expect.objectContaining({
        kind: "confirmation",
        subject: { appointmentId: appointmentRow().id },
        consent: { phone: "(480) 555-0100", locale: "en", clientAddress: null },
      }),
    ]);
  });
});

describe("a lead's notice", () => {
  it("stores and sends the notice to the admins", async () => {
    const sent: OutgoingEmail[] = [];
    const notice = leadReceived(leadRow(), { photoCount: 0, smsConsent: false }, env);
    await deliverNotice(db, env, notice, await storeWithChange(notice, leadRow().id), { now: NOW, transport: recording(sent) });
    expect(sent.map((message) => message.subject)).toEqual(["New lead: Ben Carter, Door installation"]);
    expect((await storedRows()).map((row) => [row.kind, row.status, row.relatedId])).toEqual([
      [EMAIL_KINDS.leadNotification, "sent", leadRow().id],
    ]);
  });
});
