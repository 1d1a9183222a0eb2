import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, chooseFreeSlot } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";
import { formatWindow } from "../src/i18n/dates";

/** The arrival window the manage page shows for a slot of the calendar's two hours: "4 p.m. to 6 p.m.". */
const windowOf = (slot: string) => formatWindow(slot, 120, "en");

/** The raw emails sent to `email` whose text contains `needle`, decoded. */
async function emailTo(email: string, needle: string): Promise<string> {
  const matching = () =>
    messagesContaining(email)
      .map(decodeQuotedPrintable)
      .filter((message) => message.includes(needle));
  await expect.poll(() => matching().length).toBeGreaterThan(0);
  return matching()[0]!;
}

test("a customer moves their visit to another time on a phone, from the emailed link", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  const email = `mover-${Date.now()}@example.com`;
  const booked = await bookFreeSlot(request, { firstName: "Mo", lastName: "Ver", email }, 16);
  const confirmation = await emailTo(email, "Your free in-home estimate is booked");
  const link = /https?:\/\/[^\s"<>]+(\/cancel\/[A-Za-z0-9_-]{43})/.exec(confirmation)![1]!;

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Manage your visit" })).toBeVisible();
  await expect(page.getByText(windowOf(booked.appointmentTime), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Move to another time" }).click();

  // Late in the window and the day's last time, so no other test's slot is in the way.
  const slotName = await chooseFreeSlot(page, { skip: 11, time: "last" });
  const results = await wcagAudit(page).analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole("button", { name: "Move to this time" }).click();

  await expect(page.getByRole("heading", { name: "Your visit is moved" })).toBeVisible();
  const [, newTime] = /, (\d{1,2}:\d{2} [AP]M), available$/.exec(slotName)!;
  await expect(page.getByText(windowOf(newTime!), { exact: true })).toBeVisible();
  const invitation = await emailTo(email, "New time for your free in-home estimate");
  expect(invitation).toContain("text/calendar");
  expect(invitation).toMatch(/SEQUENCE:1/);

  // The old time is free again on the booking calendar, and the same link still manages the visit.
  const taken = (await (await request.get("/api/appointments")).json()) as { appointmentDate: string; appointmentTime: string }[];
  expect(
    taken.filter((seat) => seat.appointmentDate === booked.appointmentDate && seat.appointmentTime === booked.appointmentTime),
  ).toHaveLength(0);
  await page.reload();
  await expect(page.getByText(windowOf(newTime!), { exact: true })).toBeVisible();
});
