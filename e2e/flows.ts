/**
 * Steps several browser tests share: signing in through the stand-in Google, and booking a free
 * slot, through the calendar or the API, on any date. Whatever the weekday, the hour in Phoenix
 * or the holidays ahead, the booking helpers walk forward to days that are open, so a test never
 * counts on the current week holding enough of them.
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bookingCopy } from "../src/i18n/booking";
import type { Locale } from "../src/i18n/locales";
import { addDays, phoenixDate, weekday } from "../src/core/phoenix-time";
import { E2E_IDENTITY_COOKIE } from "./oidc-server";

/**
 * Collects what would make a customer's page fail: console errors (React's hydration error #418
 * among them), uncaught exceptions and CSP violations. Call before the page loads; read the list
 * at the end and expect it empty.
 */
export async function consoleProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  return problems;
}

/** Signs in through the sign-in card shown in place of a guarded page; lands back on that page. */
export async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The card appears once the island has hydrated and asked /api/auth/status: seconds on a busy machine.
  await expect(page.getByRole("heading", { name: "Welcome back" }), `the sign-in card on ${path}`).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Continue with Google" }).click();
  // `path` may be a whole address (another site than the tests' own, e2e/second-site.ts).
  const pathname = new URL(path, "http://localhost").pathname;
  await page.waitForURL((url) => url.pathname === pathname && !url.searchParams.has("auth"));
}

/**
 * Signs in as `email` (a team member the test added, say) rather than the stand-in's default
 * owner: the stand-in Google answers with the address its identity cookie names, which stays set
 * for the browser's later sign-ins too.
 */
export async function signInAs(page: Page, path: string, email: string): Promise<void> {
  await page.context().addCookies([{ name: E2E_IDENTITY_COOKIE, value: email, domain: "127.0.0.1", path: "/" }]);
  await signIn(page, path);
}

/** A phone number of its own for each booking, so one person's cap of upcoming visits never trips another test. */
export function uniquePhone(): string {
  // From 0200 up: 555-0100 to 0199 are reserved for fiction, and the booking form refuses them.
  return `(480) 555-${String(200 + Math.floor(Math.random() * 9_800)).padStart(4, "0")}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The accessible names the calendar gives an open day and a free time, in `locale`. */
function calendarNames(locale: Locale) {
  const words = bookingCopy[locale].calendar;
  return {
    openDay: new RegExp(`, ${escape(words.dayStatus.open)}$`),
    freeTime: new RegExp(`, ${escape(words.slotStatus.available)}$`),
    nextWeek: words.nextWeek,
  };
}

export interface SlotChoice {
  /** Open days to pass over before choosing one (0: the first), so parallel tests spread over the calendar. */
  skip?: number;
  /** Which of the chosen day's free times: the first (default) or the last. */
  time?: "first" | "last";
  /** The calendar's language (default English). */
  locale?: Locale;
  /** Times (accessible names) not to choose: ones the server just refused, which a calendar not yet refreshed may still offer. */
  avoid?: readonly string[];
}

/**
 * Chooses an open day in the calendar inside `scope` (a page, a dialog, the home page's booking
 * section), then a free time on it, and returns that time's accessible name, e.g. "Tuesday,
 * December 1, 10:00 AM, available". The full calendar is walked week by week with its "Next week"
 * button until `skip` open days are behind, so it works on a Saturday evening as on a Monday
 * morning; the compact calendar shows its 28 days at once.
 */
export async function chooseFreeSlot(
  scope: Page | Locator,
  { skip = 0, time = "first", locale = "en", avoid = [] }: SlotChoice = {},
): Promise<string> {
  const names = calendarNames(locale);
  const calendar = scope.locator("table");
  // The calendar's wrapper says aria-busy="false" once the settings and the taken seats are in.
  const ready = scope.locator('[aria-busy="false"]:has(table)');
  let passed = 0;
  for (let week = 0; ; week++) {
    await expect(ready, "the booking calendar, loaded").toBeVisible();
    const open = calendar.getByRole("button", { name: names.openDay });
    const count = await open.count();
    if (passed + count > skip) {
      await open.nth(skip - passed).click();
      break;
    }
    passed += count;
    const next = scope.getByRole("button", { name: names.nextWeek });
    if (!(await next.isVisible()) || (await next.isDisabled())) {
      throw new Error(`The calendar offers ${passed} open days in ${week + 1} weeks; the test asked to pass over ${skip}`);
    }
    await next.click();
  }
  const free = scope.getByRole("button", { name: names.freeTime });
  await expect(free.first(), "a free time on the open day chosen").toBeVisible();
  const labels = (await free.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""))).filter(
    (label) => !avoid.includes(label),
  );
  const name = time === "first" ? labels[0] : labels.at(-1);
  if (!name) throw new Error(`The open day chosen has no free time but the ones just refused (${avoid.join("; ")})`);
  const slot = scope.getByRole("button", { name, exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  return name;
}

/** The booking form's fields, as a visitor types them. */
export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
  city?: string;
  zipCode?: string;
}

/** Fills the booking form ("Your details" / "Sus datos") with `visitor`, in the form's language. */
export async function fillBookingForm(page: Page, visitor: Visitor, locale: Locale = "en"): Promise<Locator> {
  const words = bookingCopy[locale].form;
  const form = page.getByRole("form", { name: words.label });
  await expect(form, `the booking form "${words.label}"`).toBeVisible();
  // Spanish marks "Nombre" apart from "Apellido" only by its start, hence the anchored patterns.
  const field = (label: string) => form.getByLabel(new RegExp(`^${escape(label)}`));
  await field(words.firstName).fill(visitor.firstName);
  await field(words.lastName).fill(visitor.lastName);
  await field(words.email).fill(visitor.email);
  await field(words.phone).fill(visitor.phone ?? uniquePhone());
  await field(words.address).fill(visitor.address ?? "42 W Elliot Rd");
  await field(words.city).fill(visitor.city ?? "Gilbert");
  await field(words.zipCode).fill(visitor.zipCode ?? "85233");
  return form;
}

export interface CalendarBooking extends SlotChoice {
  visitor: Visitor;
  /** Inside which part of the page the calendar is (default the whole page). */
  scope?: Locator;
  /** Runs on the filled form before it is sent (a tick, a photo). */
  beforeSubmit?: (form: Locator) => Promise<void>;
}

/**
 * Books a visit the way a visitor does: a free time (see `chooseFreeSlot`), the form, "Book
 * Appointment", until the success view. A time another test took a moment before (the widget's
 * "That slot was just taken") sends it back to the calendar for the next free one.
 * Returns the booked time's accessible name.
 */
export async function bookThroughCalendar(page: Page, { visitor, scope, beforeSubmit, ...choice }: CalendarBooking): Promise<string> {
  const words = bookingCopy[choice.locale ?? "en"];
  const where = scope ?? page;
  const refused: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const slot = await chooseFreeSlot(where, { ...choice, avoid: refused });
    await where.getByRole("button", { name: words.calendar.continue }).click();
    const form = await fillBookingForm(page, visitor, choice.locale);
    await beforeSubmit?.(form);
    await form.getByRole("button", { name: words.form.book }).click();
    const booked = page.getByText(words.widget.successTitle);
    // The toast itself: its words are also read out by a live region.
    const taken = page.locator('[data-slot="toast"]').filter({ hasText: words.widget.takenTitle });
    await expect(booked.or(taken).first(), "the success view, or the toast that the time was just taken").toBeVisible();
    if (await booked.isVisible()) return slot;
    if (attempt === 3)
      throw new Error(`Three times in a row the time chosen was taken before the booking reached the server (last: ${slot})`);
    // The calendar refreshes its taken seats after this answer; until it has, it may still offer this time.
    refused.push(slot);
    // The next try reads its own answer only once this toast has gone.
    await expect(taken, "the toast that the time was just taken, gone").toBeHidden();
  }
}

/**
 * Books an estimate through the API, as the spec's POST /api/appointments does, in the first free
 * slot from `fromDays` Phoenix days out (other tests, and retries, take slots too); closed days,
 * past the bookable window or not, are passed over. Returns the booked date and time.
 */
export async function bookFreeSlot(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone?: string; smsConsent?: boolean; locale?: Locale },
  fromDays = 12,
): Promise<{ appointmentDate: string; appointmentTime: string }> {
  const today = phoenixDate(new Date());
  for (let offset = fromDays; offset < fromDays + 14; offset++) {
    const appointmentDate = addDays(today, offset);
    if (weekday(appointmentDate) === 0) continue;
    for (const appointmentTime of ["4:00 PM", "2:00 PM", "10:00 AM", "8:00 AM"]) {
      const response = await request.post("/api/appointments", {
        data: {
          phone: uniquePhone(),
          ...person,
          address: "7 S Gilbert Rd",
          city: "Gilbert",
          zipCode: "85233",
          serviceType: "consultation",
          appointmentDate,
          appointmentTime,
        },
      });
      if (response.status() === 201) return { appointmentDate, appointmentTime };
      // 200: the person already holds this very slot (an earlier call found it free when the days
      // before were full), and a booking sent again answers that one: look on for another.
      if (response.status() === 200) continue;
      const body = await response.text();
      // 409: the slot is taken. 400 on the date: a day the calendar closes (a holiday, a blocked date).
      if (response.status() === 400 && /appointmentDate/.test(body)) break;
      expect(response.status(), body).toBe(409);
    }
  }
  throw new Error(`No free slot in the two weeks from ${fromDays} days out`);
}

/**
 * Records the home's year built on the visit `appointmentId`, as the admin signed in on `page`
 * (a visit booked through the form has none: unknown, which counts as before 1978 and asks for
 * EPA's lead pamphlet at signing). A test about something else records a later year.
 */
export async function recordYearBuilt(page: Page, appointmentId: string, yearBuilt: number | null): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.patch(`${origin}/api/admin/appointments/${appointmentId}`, {
    headers: { Origin: origin },
    data: { yearBuilt },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A quote written, sent and signed (its first option: four Milgard sliders, a replacement with no tax, 20%
 * deposit) for the visit booked by `email`, as the owner signed in on `page`; the signature in
 * `locale`. Answers the quote's id and the job its signature began.
 */
export async function signedQuoteJob(page: Page, email: string, locale: Locale = "en"): Promise<{ quoteId: string; jobId: string }> {
  const headers = { Origin: new URL(page.url()).origin };
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  await recordYearBuilt(page, visits.items[0].id, 1995);
  const created = await page.request.post("/api/admin/quotes", {
    headers,
    data: {
      appointmentId: visits.items[0].id,
      options: [{ name: "Better", items: [{ description: "Milgard Tuscany V400 slider", quantity: 4, unitPriceCents: 72_500 }] }],
      depositPercent: 20,
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId = (await created.json()).id as string;
  const sent = await page.request.post(`/api/admin/quotes/${quoteId}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = ((await sent.json()).url as string).split("/quote/")[1]!;
  const quote = await (await page.request.get(`/api/quotes/${token}?locale=${locale}`)).json();
  const signed = await page.request.post(`/api/quotes/${token}/sign`, {
    headers,
    data: {
      optionId: quote.document.options[0].id,
      name: "Rosa Quintero",
      agree: true,
      revision: quote.document.quote.revision,
      documentSha256: quote.documentSha256,
      locale,
    },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const { jobId } = await (await page.request.get(`/api/admin/quotes/${quoteId}`)).json();
  expect(jobId).toBeTruthy();
  return { quoteId, jobId: jobId as string };
}

/**
 * With E2E_SCREENSHOTS=<folder>, saves what the screen shows now at a phone's width as
 * <folder>/<name>-390.png (where the page is scrolled to, what has focus), and the whole page
 * at a desk's width as <name>-1280.png, for a person to look at; the page is left at the width it
 * had. Without it, nothing.
 */
export async function keepScreens(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/${name}-390.png`, scale: "css" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${folder}/${name}-1280.png`, fullPage: true, scale: "css" });
  if (size) await page.setViewportSize(size);
}
