/** Steps several browser tests share: signing in through the stand-in Google, booking a free slot. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Signs in through the sign-in card shown in place of a guarded page; lands back on that page. */
export async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The card appears once the island has hydrated and asked /api/auth/status: seconds on a busy machine.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await page.waitForURL((url) => url.pathname === path && !url.searchParams.has("auth"));
}

/** A phone number of its own for each booking, so one person's cap of upcoming visits never trips another test. */
export function uniquePhone(): string {
  return `(480) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
}

/**
 * Books an estimate the way a visitor does, in the first free slot from `fromDays` days out
 * (other tests, and retries, take slots too). Returns the booked date and time.
 */
export async function bookFreeSlot(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone?: string; smsConsent?: boolean },
  fromDays = 12,
): Promise<{ appointmentDate: string; appointmentTime: string }> {
  for (let offset = fromDays; offset < fromDays + 8; offset++) {
    const appointmentDate = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${appointmentDate}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const appointmentTime of ["4:00 PM", "2:00 PM", "10:00 AM", "8:00 AM"]) {
      const response = await request.post("/api/appointments", {
        data: { phone: uniquePhone(), ...person, address: "7 S Gilbert Rd", city: "Gilbert", zipCode: "85233", serviceType: "consultation", appointmentDate, appointmentTime },
      });
      if (response.status() === 201) return { appointmentDate, appointmentTime };
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error("No free slot in the next eight days");
}
