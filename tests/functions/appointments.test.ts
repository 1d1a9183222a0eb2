import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import { and, eq } from "drizzle-orm";
import { CANCEL_LINK_ACTOR, TOO_LATE_TO_CANCEL } from "../../src/server/booking/cancel";
import { hashLinkToken } from "../../src/server/private-links/tokens";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { resetServerEnv } from "../../src/server/env";
import { specBookings } from "../helpers/spec-booking";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
// More bookings in one frozen hour than a real site takes: the site-wide ceilings stay out of the way.
useLiftedSiteCeilings();

const valid = specBookings("ana");

const post = (body: unknown) =>
  appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("POST /api/appointments", () => {
  it("creates a pending appointment and returns the spec's fields without the cancel token", async () => {
    const response = await post(valid({ appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      firstName: "Ana",
      appointmentDate: "2026-12-04",
      appointmentTime: "8:00 AM",
      duration: 120,
      status: "pending",
      zipCode: "85233",
    });
    expect(JSON.stringify(body)).not.toMatch(/cancel|token|seat/i);
  });

  it("returns the same appointment for a double click instead of a second one", async () => {
    const request = valid({ appointmentDate: "2026-12-05", appointmentTime: "2:00 PM" });
    const first = await post(request);
    const second = await post(request);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe((await first.json()).id);
  });

  it("answers a repeat with what the repeat sent, never with what the first request stored", async () => {
    const slot = { appointmentDate: "2026-12-05", appointmentTime: "4:00 PM" };
    const first = await post(valid({ ...slot, address: "77 N Gate Rd", projectDetails: "Gate code 4321" }));
    const stored = await first.json();
    const { email, phone } = stored;
    const again = await post({
      ...valid(slot),
      email: ` ${email.toUpperCase()}`,
      phone: phone.replace(/\D/g, ""),
      lastName: "LOPEZ",
      firstName: "Someone",
      address: "1 Other St",
      projectDetails: "",
    });
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body).toMatchObject({ id: stored.id, firstName: "Someone", address: "1 Other St", projectDetails: "", status: "pending" });
    expect(JSON.stringify(body)).not.toMatch(/Gate|77 N/);
  });

  it.each([
    ["only the email", (stored: Record<string, string>) => ({ email: stored.email })],
    [
      "the email and phone, not the last name",
      (stored: Record<string, string>) => ({ email: stored.email, phone: stored.phone, lastName: "Smith" }),
    ],
    ["the email and last name, not the phone", (stored: Record<string, string>) => ({ email: stored.email, lastName: stored.lastName })],
  ])("answers 409 'slot taken', with nothing stored in it, to a request that matches %s", async (_case, match) => {
    const slot = { appointmentDate: "2026-12-09", appointmentTime: "8:00 AM" };
    const stored = await (await post(valid({ ...slot, projectDetails: "Gate code 4321" }))).json();
    const response = await post(valid({ ...slot, lastName: "Other", ...match(stored) }));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toBe("Sorry, that slot was just taken. Please choose another time.");
    expect(JSON.stringify(body)).not.toMatch(/Gate|Main St|Lopez|example\.com/);
    await getDb().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, stored.id));
  });

  it("answers 409 when another person has the slot", async () => {
    expect((await post(valid({ appointmentDate: "2026-12-07", appointmentTime: "4:00 PM" }))).status).toBe(201);
    const response = await post(valid({ appointmentDate: "2026-12-07", appointmentTime: "4:00 PM" }));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe("Sorry, that slot was just taken. Please choose another time.");
  });

  it.each([
    ["a missing first name", { firstName: "" }, "firstName"],
    ["an email that is not an email", { email: "ana-at-example" }, "email"],
    ["a ZIP that is not five digits", { zipCode: "8523" }, "zipCode"],
    ["a ZIP with letters", { zipCode: "85a33" }, "zipCode"],
    ["an unknown service type", { serviceType: "roofing" }, "serviceType"],
    ["a date that does not exist", { appointmentDate: "2026-02-30" }, "appointmentDate"],
    ["a past date", { appointmentDate: "2026-11-30" }, "appointmentDate"],
    ["a Sunday", { appointmentDate: "2026-12-06" }, "appointmentDate"],
    ["a date beyond the booking window", { appointmentDate: "2027-01-11" }, "appointmentDate"],
    ["a time that is not a slot", { appointmentTime: "9:00 AM" }, "appointmentTime"],
    ["the 12:00 PM slot", { appointmentTime: "12:00 PM" }, "appointmentTime"],
    ["a slot that has already started today", { appointmentDate: "2026-12-01", appointmentTime: "8:00 AM" }, "appointmentTime"],
    ["a wrong type", { duration: "two hours" }, "duration"],
  ])("refuses %s with 400 and a message on %s", async (_case, change, field) => {
    const response = await post(valid(change));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors[field]?.[0]).toEqual(expect.any(String));
  });

  it("refuses a missing required field by name", async () => {
    const { address: _address, ...rest } = valid();
    const response = await post(rest);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.address).toEqual(["Enter the street address"]);
  });

  it("refuses malformed JSON with 400 and an oversized body with 413", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(valid({ projectDetails: "x".repeat(20_000) }))).status).toBe(413);
  });

  it("accepts a ZIP outside the service area and flags it for the admin", async () => {
    const response = await post(valid({ zipCode: "86001", appointmentDate: "2026-12-08", appointmentTime: "8:00 AM" }));
    expect(response.status).toBe(201);
    const { getDb } = await import("../../src/server/db/client");
    const { appointments } = await import("../../src/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await getDb().select().from(appointments).where(eq(appointments.zipCode, "86001"));
    expect(row!.outsideServiceArea).toBe(true);
  });
});

describe("after an admin lowers the crews per slot", () => {
  it("refuses a booking while the slot already holds as many appointments as the new crew count", async () => {
    const { getDb } = await import("../../src/server/db/client");
    const { saveCalendarSettings } = await import("../../src/server/db/settings/calendar");
    const { appointments } = await import("../../src/server/db/schema");
    const { DEFAULT_CALENDAR_SETTINGS } = await import("../../src/core/calendar-settings");
    const { and, eq } = await import("drizzle-orm");
    const slot = { appointmentDate: "2026-12-12", appointmentTime: "10:00 AM" };
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 3 }, "test");
    for (let i = 0; i < 3; i++) expect((await post(valid(slot))).status).toBe(201);
    // Seat 2 frees up, leaving seats 1 and 3 held; then the admin goes down to 2 crews.
    await getDb()
      .update(appointments)
      .set({ status: "cancelled" })
      .where(and(eq(appointments.appointmentDate, slot.appointmentDate), eq(appointments.seat, 2)));
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 2 }, "test");
    expect((await post(valid(slot))).status).toBe(409);
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
  });
});

describe("a booking whose email fails", () => {
  it("is still stored and answered 201, with the email recorded as failed for a retry", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:9"); // nothing listens on the discard port
    resetServerEnv();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(valid({ appointmentDate: "2026-12-11", appointmentTime: "2:00 PM" }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const { getDb } = await import("../../src/server/db/client");
    const { appointments, emailOutbox } = await import("../../src/server/db/schema");
    const { eq } = await import("drizzle-orm");
    expect(await getDb().select().from(appointments).where(eq(appointments.id, id))).toHaveLength(1);
    const emails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.status === "failed" && email.attempts === 1 && email.lastError)).toBe(true);
  });
});

describe("GET /api/appointments", () => {
  it("lists taken slots with date, time and status only", async () => {
    await post(valid({ appointmentDate: "2026-12-09", appointmentTime: "2:00 PM" }));
    const response = await appointmentsHandler(new Request("http://localhost/api/appointments"));
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toContainEqual({ appointmentDate: "2026-12-09", appointmentTime: "2:00 PM", status: "pending" });
    for (const item of list) expect(Object.keys(item).sort()).toEqual(["appointmentDate", "appointmentTime", "status"]);
  });
});

describe("cancel link", () => {
  it("shows the appointment, cancels it twice harmlessly, and frees the slot", async () => {
    const { newLinkToken } = await import("../../src/server/private-links/tokens");
    const tokens: string[] = [];
    const tokenModule = await import("../../src/server/private-links/tokens");
    vi.spyOn(tokenModule, "newLinkToken").mockImplementation(() => {
      const token = newLinkToken();
      tokens.push(token);
      return token;
    });
    const slot = { appointmentDate: "2026-12-10", appointmentTime: "10:00 AM" };
    expect((await post(valid(slot))).status).toBe(201);
    const url = `http://localhost/api/cancel/${tokens[0]}`;

    const shown = await cancelHandler(new Request(url));
    expect(shown.status).toBe(200);
    const view = await shown.json();
    expect(view).toMatchObject({ ...slot, city: "Gilbert", status: "pending" });
    expect(JSON.stringify(view)).not.toMatch(/Lopez|example\.com|Main St|480/);

    expect(view.cancellable).toBe(true);

    for (let i = 0; i < 2; i++) {
      const cancelled = await cancelHandler(new Request(url, { method: "POST" }));
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ status: "cancelled", cancellable: false });
    }
    expect((await post(valid(slot))).status).toBe(201);

    // The admin's history says who cancelled, once.
    const [row] = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.cancelTokenHash, hashLinkToken(tokens[0]!)));
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, row!.id));
    expect(events).toEqual([
      expect.objectContaining({ actor: CANCEL_LINK_ACTOR, action: "status", fromValue: "pending", toValue: "cancelled" }),
    ]);
    // The admins hear of it once, not once per click.
    const notices = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, row!.id), eq(emailOutbox.kind, EMAIL_KINDS.appointmentCancelledNotification)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Cancelled by: the customer, with the link in their confirmation email");
  });

  it("refuses with 409 once the appointment has started, and leaves it as it was", async () => {
    const { newLinkToken } = await import("../../src/server/private-links/tokens");
    const tokenModule = await import("../../src/server/private-links/tokens");
    // The booking mints its manage link first, then the link to the customer's page its email carries.
    const tokens: string[] = [];
    vi.spyOn(tokenModule, "newLinkToken").mockImplementation(() => {
      const token = newLinkToken();
      tokens.push(token);
      return token;
    });
    expect((await post(valid({ appointmentDate: "2026-12-02", appointmentTime: "8:00 AM" }))).status).toBe(201);
    const url = `http://localhost/api/cancel/${tokens[0]}`;

    vi.setSystemTime(new Date("2026-12-02T15:30:00Z")); // 8:30 AM in Phoenix, the visit under way
    const shown = await (await cancelHandler(new Request(url))).json();
    expect(shown).toMatchObject({ status: "pending", cancellable: false });
    const refused = await cancelHandler(new Request(url, { method: "POST" }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(TOO_LATE_TO_CANCEL);
    expect((await (await cancelHandler(new Request(url))).json()).status).toBe("pending");
  });

  it("answers 404 for an unknown or malformed token", async () => {
    expect((await cancelHandler(new Request("http://localhost/api/cancel/" + "a".repeat(43)))).status).toBe(404);
    expect((await cancelHandler(new Request("http://localhost/api/cancel/nope"))).status).toBe(404);
  });
});
