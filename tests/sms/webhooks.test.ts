/**
 * Twilio's webhooks against the real database: C/R/STOP/START/HELP through correctly signed
 * requests, 403 for a bad or missing signature (and for one made for another Host), other
 * replies forwarded with one auto-reply a day, and status callbacks.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import cancelHandler from "../../netlify/functions/cancel.mts";
import inboundHandler from "../../netlify/functions/sms-inbound.mts";
import statusHandler from "../../netlify/functions/sms-status.mts";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox, smsConsents, smsMessages, smsNumbers } from "../../src/server/db/schema";
import { resetServerEnv, serverEnv } from "../../src/server/env";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { sendTexts } from "../../src/server/notify/texts";
import { createSmsTransport } from "../../src/server/sms/transport";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { inboundText, TWILIO_SIGNED_ORIGIN, twilioPost } from "../helpers/twilio-webhook";
import { seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const ORIGIN = TWILIO_SIGNED_ORIGIN;
const twilio = useTwilioStandIn({ SITE_URL: ORIGIN });
const inbound = inboundText;
const repliesTo = (phone: string) => twilio.received.filter((text) => text.To === phone).map((text) => text.Body);

let counter = 0;
async function consentingVisit(change = {}) {
  const n = 4000 + ++counter;
  const visit = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", phone: `(480) 555-${n}`, ...change });
  const phone = `+1480555${n}`;
  await getDb()
    .insert(smsConsents)
    .values({ phone, appointmentId: visit.appointment.id, wordingVersion: "test", locale: visit.appointment.locale, consentedAt: NOW });
  return { ...visit, phone };
}

describe("POST /api/sms/inbound, the signature", () => {
  it("answers 403 without a signature, with a wrong one, and with one made for the request's own Host", async () => {
    const { phone, appointment } = await consentingVisit();
    expect((await inbound(phone, "C", { signature: null })).status).toBe(403);
    expect((await inbound(phone, "C", { signature: "bm90IGEgc2lnbmF0dXJl" })).status).toBe(403);
    expect((await inbound(phone, "C", { signedUrl: "http://internal-host/api/sms/inbound" })).status).toBe(403);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe("pending");
    expect(twilio.received).toEqual([]);
  });

  it("answers 403 while no auth token is set", async () => {
    vi.stubEnv("TWILIO_AUTH_TOKEN", "");
    resetServerEnv();
    expect((await inbound("+14805554999", "HELP")).status).toBe(403);
  });
});

describe("POST /api/sms/inbound, keywords", () => {
  it("confirms the number's next visit on C, with a history event, an admin notice and a reply", async () => {
    const { phone, appointment } = await consentingVisit();
    const response = await inbound(phone, "C");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/xml/);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe("confirmed");
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, appointment.id));
    expect(events).toMatchObject([{ actor: "customer (text reply)", action: "status", fromValue: "pending", toValue: "confirmed" }]);
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, appointment.id), eq(emailOutbox.kind, EMAIL_KINDS.smsAdminNotice)));
    expect(notices.map((notice) => notice.subject)).toEqual(["Confirmed by text: Ana Lopez, Thursday, December 3 at 10:00 AM"]);
    expect(repliesTo(phone)).toEqual([
      "Windows & Doors Near Me: thanks, your estimate Thursday, December 3, 10 a.m. to 12 p.m. is confirmed.",
    ]);
  });

  it("confirms in Spanish on SÍ", async () => {
    const { phone, appointment } = await consentingVisit({ locale: "es", appointmentTime: "2:00 PM" });
    await inbound(phone, "Sí");
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe("confirmed");
    expect(repliesTo(phone)[0]).toMatch(
      /^Windows & Doors Near Me: gracias, su estimado del jueves, 3 de diciembre, de 2 p\.m\. a 4 p\.m\., esta confirmado\.$/,
    );
  });

  it("answers R with a working manage link", async () => {
    const { phone } = await consentingVisit({ appointmentTime: "4:00 PM" });
    await inbound(phone, "r");
    const [reply] = repliesTo(phone);
    const token = /\/cancel\/([\w-]{43})$/.exec(reply!)![1]!;
    const page = await cancelHandler(new Request(`${ORIGIN}/api/cancel/${token}`));
    expect(await page.json()).toMatchObject({ appointmentDate: "2026-12-03", appointmentTime: "4:00 PM" });
  });

  it("opts the number out on STOP with one confirmation and nothing after, and back in on START", async () => {
    const { phone } = await consentingVisit({ appointmentTime: "8:00 AM" });
    await inbound(phone, "STOP");
    expect(await getDb().select().from(smsNumbers).where(eq(smsNumbers.phone, phone))).toMatchObject([{ optedOut: true }]);
    expect(repliesTo(phone)).toEqual([
      "Windows & Doors Near Me: you're unsubscribed and will get no more texts. Reply START to resubscribe.",
    ]);
    const env = serverEnv();
    await sendTexts(getDb(), env, createSmsTransport(env), [{ kind: "confirmation", phone, body: "After STOP" }], NOW);
    await inbound(phone, "HELP");
    expect(repliesTo(phone)).toHaveLength(1);
    await inbound(phone, "start");
    expect(await getDb().select().from(smsNumbers).where(eq(smsNumbers.phone, phone))).toMatchObject([{ optedOut: false }]);
    expect(repliesTo(phone).at(-1)).toMatch(/subscribed to texts about your visit again/);
  });

  it("answers HELP (and AYUDA in Spanish) with the business name and phone", async () => {
    await inbound("+14805554901", "HELP");
    await inbound("+14805554902", "ayuda");
    expect(repliesTo("+14805554901")[0]).toMatch(/^Windows & Doors Near Me: texts about your estimate\. Call \(\d{3}\) \d{3}-\d{4}\./);
    expect(repliesTo("+14805554902")[0]).toMatch(/^Windows & Doors Near Me: mensajes sobre su estimado\. Llame al/);
  });

  it("forwards any other text to the admins, files it in the visit's thread, and auto-replies once a day", async () => {
    const { phone, appointment } = await consentingVisit({ appointmentDate: "2026-12-04" });
    await inbound(phone, "Can you come a bit earlier?");
    await inbound(phone, "Also, park in the driveway");
    const thread = await getDb()
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.appointmentId, appointment.id), eq(smsMessages.direction, "inbound")));
    expect(thread.map((row) => row.body)).toEqual(["Can you come a bit earlier?", "Also, park in the driveway"]);
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, appointment.id), eq(emailOutbox.kind, EMAIL_KINDS.smsAdminNotice)));
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toContain("Can you come a bit earlier?");
    expect(repliesTo(phone)).toEqual([expect.stringMatching(/^Windows & Doors Near Me: thanks, we got your message/)]);
  });

  it("confirms a second STOP with nothing, and confirms a STOP even past the number's daily cap", async () => {
    const env = serverEnv();
    const phone = "+14805554960";
    const texts = Array.from({ length: 5 }, (_, i) => ({ kind: "admin", phone, body: `Text ${i}` }));
    await sendTexts(getDb(), env, createSmsTransport(env), texts, NOW);
    expect(repliesTo(phone)).toHaveLength(5);
    await inbound(phone, "STOP");
    await inbound(phone, "unsubscribe");
    expect(repliesTo(phone).slice(5)).toEqual([
      "Windows & Doors Near Me: you're unsubscribed and will get no more texts. Reply START to resubscribe.",
    ]);
  });

  it("answers no number we would never text (foreign, Caribbean +1, unassigned), and still files and forwards what it sent", async () => {
    for (const from of ["+447700900123", "+18765550123", "+12225550123"]) {
      expect((await inbound(from, "HELP")).status).toBe(200);
      expect((await inbound(from, "Call me")).status).toBe(200);
    }
    expect(twilio.received).toEqual([]);
    const stored = await getDb().select().from(smsMessages).where(eq(smsMessages.direction, "inbound"));
    expect(stored.filter((row) => row.phone === "+18765550123").map((row) => row.body)).toEqual(["HELP", "Call me"]);
    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.smsAdminNotice));
    expect(notices.map((notice) => notice.subject)).toEqual(expect.arrayContaining(["Text from +447700900123", "Text from +18765550123"]));
  });

  it("answers 'Sí' in Spanish from a number that agreed in English", async () => {
    for (const [n, body] of [
      [4971, "Sí"],
      [4972, "¡SÍ!"],
      [4973, "sí."],
    ] as const) {
      await inbound(`+1480555${n}`, body);
      expect(repliesTo(`+1480555${n}`)[0]).toMatch(/^Windows & Doors Near Me: no encontramos/);
    }
  });

  it("does nothing twice for a webhook Twilio retries with the same MessageSid", async () => {
    const { phone, appointment } = await consentingVisit({ appointmentDate: "2026-12-05" });
    const params = { From: phone, To: "+14805550000", Body: "C", MessageSid: "SMretried" };
    await twilioPost(inboundHandler, "/api/sms/inbound", params);
    await twilioPost(inboundHandler, "/api/sms/inbound", params);
    expect(repliesTo(phone)).toHaveLength(1);
    expect(await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, appointment.id))).toHaveLength(1);
  });
});

describe("POST /api/sms/status", () => {
  const status = (params: Record<string, string>, options = {}) => twilioPost(statusHandler, "/api/sms/status", params, options);

  it("answers 403 for a bad signature", async () => {
    expect((await status({ MessageSid: "SMx", MessageStatus: "delivered" }, { signature: "wrong" })).status).toBe(403);
  });

  it("records each text's status, never an earlier stage over a later one", async () => {
    const env = serverEnv();
    const [row] = await sendTexts(getDb(), env, createSmsTransport(env), [{ kind: "admin", phone: "+14805554950", body: "Hi" }], NOW);
    const [sent] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect((await status({ MessageSid: sent!.providerSid!, MessageStatus: "delivered" })).status).toBe(200);
    await status({ MessageSid: sent!.providerSid!, MessageStatus: "sent" });
    const [after] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(after!.deliveryStatus).toBe("delivered");
  });

  it("raises one notice for a confirmation reported failed, then undelivered, then failed again", async () => {
    const { appointment, phone } = await consentingVisit({ appointmentDate: "2026-12-08" });
    const env = serverEnv();
    const [row] = await sendTexts(
      getDb(),
      env,
      createSmsTransport(env),
      [{ kind: "confirmation", phone, body: "Booked", appointmentId: appointment.id }],
      NOW,
    );
    for (const state of ["failed", "undelivered", "failed"])
      await status({ MessageSid: row!.providerSid!, MessageStatus: state, ErrorCode: "30003" });
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, appointment.id), eq(emailOutbox.kind, EMAIL_KINDS.smsAdminNotice)));
    expect(notices).toHaveLength(1);
  });

  it("raises an admin notice when a confirmation text is undelivered", async () => {
    const { appointment, phone } = await consentingVisit({ appointmentDate: "2026-12-07" });
    const env = serverEnv();
    const [row] = await sendTexts(
      getDb(),
      env,
      createSmsTransport(env),
      [{ kind: "confirmation", phone, body: "Booked", appointmentId: appointment.id }],
      NOW,
    );
    const [sent] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    await status({ MessageSid: sent!.providerSid!, MessageStatus: "undelivered", ErrorCode: "30003" });
    const [after] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(after).toMatchObject({ deliveryStatus: "undelivered", deliveryErrorCode: "30003" });
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, appointment.id), eq(emailOutbox.kind, EMAIL_KINDS.smsAdminNotice)));
    expect(notices.map((notice) => notice.subject)).toEqual(["Confirmation text not delivered: call Ana Lopez"]);
  });
});
