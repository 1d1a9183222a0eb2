/**
 * The estimator's measure sheet on a phone, for the browser tests that start from a measured
 * visit: four openings entered at /admin/measure, two with signal and two with the network cut
 * (one a slider measured taller than wide, swapped on the sheet's question), then the signal back
 * and the sheet sent. `measureFourOpenings` leaves the page on the sheet, online, and answers the
 * visit and its four openings as the API keeps them.
 */
import { expect, type Page } from "@playwright/test";
import type { OpeningView } from "../src/schemas/openings";
import { bookFreeSlot, keepScreens, signIn } from "./flows";

/** One opening as the test types it. */
export interface TypedOpening {
  room: string;
  kind?: "Window" | "Patio door" | "Entry door";
  style: string;
  width: string;
  height: string;
  /** The sheet asks "Height and width swapped?": answer "Swap them". */
  swap?: boolean;
  wetArea?: boolean;
}

/** The four openings, and the sizes the server keeps for each (after the swap). */
export const FOUR_OPENINGS: readonly (TypedOpening & { kept: { width: string; height: string } })[] = [
  { room: "Living room", style: "Picture", width: "72", height: "48", kept: { width: "72", height: "48" } },
  { room: "Kitchen", style: "Single-hung", width: "35-1/2", height: "59 15/16", kept: { width: "35 1/2", height: "59 15/16" } },
  { room: "Bedroom 2", style: "Slider", width: "36", height: "60.25", swap: true, kept: { width: "60 1/4", height: "36" } },
  { room: "Family room", kind: "Patio door", style: "Sliding patio door", width: "71 1/2", height: "79 1/2", kept: { width: "71 1/2", height: "79 1/2" } },
];

/** The visit's sheet, as the API has it (the admin's session on `page`). */
export async function openingsOf(page: Page, appointmentId: string): Promise<OpeningView[]> {
  const response = await page.request.get(`/api/admin/appointments/${appointmentId}/openings`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OpeningView[];
}

/** Types one opening into the sheet's form and saves it, answering the swap question when asked. */
export async function enterOpening(page: Page, opening: TypedOpening): Promise<void> {
  const form = page.getByRole("form", { name: "Add an opening" });
  await form.getByLabel("Room").fill(opening.room);
  await form.getByLabel("Kind").selectOption({ label: opening.kind ?? "Window" });
  await form.getByLabel("Style").selectOption({ label: opening.style });
  await form.getByLabel("W · Width (inches)").fill(opening.width);
  await form.getByLabel("H · Height (inches)").fill(opening.height);
  if (opening.wetArea) await form.getByLabel("Wet area").check();
  await form.getByRole("button", { name: "Save opening" }).click();
  if (opening.swap) {
    await expect(form.getByRole("alert").getByText("Height and width swapped?")).toBeVisible();
    await keepScreens(page, "measure-sheet-swap");
    await form.getByRole("button", { name: "Swap them" }).click();
  }
  // Saved: the form is empty again for the next one.
  await expect(page.getByRole("form", { name: "Add an opening" }).getByLabel("W · Width (inches)")).toHaveValue("");
}

/** The sheet's listed opening in `room`. */
export function openingRow(page: Page, room: string) {
  return page.locator('[data-slot="opening"]').filter({ hasText: `${room} · ` });
}

/**
 * A visit booked for `person`, its sheet opened by the admin signed in on `page`, and
 * FOUR_OPENINGS entered: two online, two offline, then online again until the sheet is sent.
 * `beforeOnline` runs while the two offline ones wait (a test may look at them, or arrange a lost answer).
 */
export async function measureFourOpenings(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
  beforeOnline?: () => Promise<void>,
): Promise<{ appointmentId: string; openings: OpeningView[] }> {
  await bookFreeSlot(page.request, person, 20);
  await signIn(page, "/admin/appointments");
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(person.email)}`)).json();
  const appointmentId = visits.items[0].id as string;
  await page.goto(`/admin/measure?appointment=${appointmentId}`);
  await expect(page.getByRole("heading", { name: `${person.firstName} ${person.lastName}` })).toBeVisible();

  for (const opening of FOUR_OPENINGS.slice(0, 2)) await enterOpening(page, opening);
  await expect(page.locator('[data-slot="opening-state"]')).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Online: every opening is with the office." })).toBeVisible();

  await page.context().setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toBeVisible();
  for (const opening of FOUR_OPENINGS.slice(2)) await enterOpening(page, opening);
  for (const opening of FOUR_OPENINGS.slice(2)) {
    await expect(openingRow(page, opening.room).getByText("Saved on this phone · sends when online")).toBeVisible();
  }
  await beforeOnline?.();

  await page.context().setOffline(false);
  await expect(page.locator('[data-slot="opening-state"]')).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Online: every opening is with the office." })).toBeVisible();
  return { appointmentId, openings: await openingsOf(page, appointmentId) };
}
