/**
 * The crew's day on a phone: the owner adds an installer to the team and to a crew, and books
 * three signed jobs whose openings were measured: one on the installer's crew, one held by
 * another crew on the same day, one on the installer's crew days later. The site is a second copy
 * whose clock the test moves to the install day (e2e/clock-shift.cjs), so nothing here reads
 * today's real date. The installer signs in from /crew and sees only their job of that day, with
 * its openings and no price; then, without signal, the day still opens from the phone, and the
 * after-photo and the customer's sign-off (in Spanish, the customer's language) wait on it until
 * the signal is back. The job is then completed once, with one sign-off and one photo, and stays
 * so when a phone that never heard the answers sends both again. E2E_SCREENSHOTS=<folder> keeps
 * each screen at 390 and 1280 px.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { addDays, phoenixDate } from "../src/core/phoenix-time";
import { CEILING_KEYS } from "../src/core/site-ceilings";
import { wcagAudit } from "./axe";
import { bookFreeSlot, consoleProblems, keepScreens, recordYearBuilt } from "./flows";
import { E2E_ADMIN } from "./oidc-server";
import { CREW_SITE_PORT, startSecondSite } from "./second-site";

test.skip(({ isMobile }) => !isMobile, "The crew's phone: the mobile project runs it.");

/**
 * The second site's settings over the first's: payments left out (a quote is signed without
 * Checkout), and the developer sign-in in place of the stand-in Google, whose tokens a site days
 * ahead of it would find long expired. Sessions last a day, so whoever works after the clock moves
 * signs in after it.
 */
const SETTINGS = {
  STRIPE_SECRET_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  AUTH_GOOGLE_ID: "",
  AUTH_GOOGLE_SECRET: "",
  DEV_LOGIN: "true",
};

/** Chooses `email` on the developer sign-in page `page` is on, and waits to be back on `path`. */
async function chooseOnDevSignIn(page: Page, email: string, path: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Developer sign-in" })).toBeVisible();
  // The admin addresses' buttons say only the address; the team's add the role after it.
  await page.getByRole("button", { name: `Sign in as ${email}` }).click();
  await page.waitForURL((url) => url.pathname === path && !url.searchParams.has("auth"));
}

/** Signs in on `page` as `email` through the developer sign-in, landing on `path`. */
async function devSignIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(`/api/auth/dev-login?returnTo=${encodeURIComponent(path)}`);
  await chooseOnDevSignIn(page, email, path);
}

/** The two openings measured at each visit, as the crew reads them back. */
const OPENINGS = [
  { location: "Living room", kind: "window", style: "picture", width: "72", height: "48", installMethod: "insert" },
  { location: "Kitchen", kind: "window", style: "single-hung", width: "35 1/2", height: "59 15/16", installMethod: "insert" },
] as const;

/** Sends `data` with `method` to `path` as the owner signed in on `page`; answers the JSON, failing on anything but 2xx. */
async function call(page: Page, method: "POST" | "PATCH" | "PUT", path: string, data?: object) {
  const response = await page.request.fetch(path, { method, headers: { Origin: new URL(page.url()).origin }, ...(data && { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Reads `path` as the owner signed in on `page`. */
async function read(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/**
 * A visit booked for `lastName`, its two openings measured, a quote priced from them with the
 * window line `lineId`, sent and signed, and the job delivered: ready for its install days.
 * Answers the job's id.
 */
async function deliveredJob(owner: Page, lastName: string, lineId: string, locale: "en" | "es" = "en"): Promise<string> {
  const email = `${lastName.toLowerCase()}@example.com`;
  await bookFreeSlot(owner.request, { firstName: "Rosa", lastName, email, locale }, 20);
  const visits = await read(owner, `/api/admin/appointments?search=${encodeURIComponent(email)}`);
  const appointmentId = visits.items[0].id as string;
  for (const opening of OPENINGS) await call(owner, "POST", `/api/admin/appointments/${appointmentId}/openings`, opening);
  // A home built after 1978: this test is not about lead-safe work (lead-safe.spec.ts is).
  await recordYearBuilt(owner, appointmentId, 1995);
  const quote = await call(owner, "POST", "/api/admin/quotes", {
    appointmentId,
    fromOpenings: [{ name: "Better", picks: [{ lineId, optionIds: [] }] }],
    depositPercent: 20,
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
  });
  const sent = await call(owner, "POST", `/api/admin/quotes/${quote.id}/send`);
  const token = (sent.url as string).split("/quote/")[1]!;
  const document = await read(owner, `/api/quotes/${token}?locale=${locale}`);
  await call(owner, "POST", `/api/quotes/${token}/sign`, {
    optionId: document.document.options[0].id,
    name: `Rosa ${lastName}`,
    agree: true,
    revision: document.document.quote.revision,
    documentSha256: document.documentSha256,
    locale,
  });
  const { jobId } = await read(owner, `/api/admin/quotes/${quote.id}`);
  await call(owner, "PATCH", `/api/admin/jobs/${jobId}`, { stage: "delivered", notify: false });
  return jobId as string;
}

/** Books the job's install from `startDate` (the lowest crew free that day takes it); answers the crew's number. */
async function bookInstall(owner: Page, jobId: string, startDate: string): Promise<number> {
  const booked = await call(owner, "POST", `/api/admin/jobs/${jobId}/install`, { startDate, notify: false });
  expect(booked.dates).toEqual([startDate]);
  return booked.crew as number;
}

/** The first start day offered for the job on or after `from`. */
async function firstStartDay(owner: Page, jobId: string, from = ""): Promise<string> {
  const { dates } = (await read(owner, `/api/admin/jobs/${jobId}/install-dates`)) as { dates: string[] };
  const day = dates.find((date) => date >= from);
  if (!day) throw new Error(`No start day offered on or after ${from} (${dates.join(", ")})`);
  return day;
}

/** The job as the owner's job page reads it: its stage, the sign-offs its timeline records, its photos. */
async function jobAsOwner(owner: Page, jobId: string) {
  const job = await read(owner, `/api/admin/jobs/${jobId}`);
  return {
    stage: job.stage as string,
    signOffs: (job.timeline as { note: string }[]).filter(({ note }) => note.startsWith("The customer signed off on the crew's phone"))
      .length,
    completions: (job.timeline as { stage: string; fromStage: string | null }[]).filter(
      ({ stage, fromStage }) => stage === "completed" && fromStage !== "completed",
    ).length,
    photos: (job.photos as unknown[]).length,
  };
}

/** An outbox entry as the test keeps it: the photo's bytes as numbers, which cross from the page. */
type KeptEntry = { kind: string; jobId: string; clientId: string; body?: unknown; photo?: { bytes: number[]; type: string } };

/** The crew page's outbox (src/browser/crew/outbox-store.ts), oldest first, read in the page. */
function outboxEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("wdnm-crew");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise<{ kind: string; jobId: string; clientId: string; body?: unknown; photo?: Blob }[]>(
      (resolve, reject) => {
        const request = database.transaction("outbox").objectStore("outbox").getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    database.close();
    return Promise.all(
      entries.map(async ({ kind, jobId, clientId, body, photo }) => ({
        kind,
        jobId,
        clientId,
        body,
        photo: photo && { bytes: [...new Uint8Array(await photo.arrayBuffer())], type: photo.type },
      })),
    );
  });
}

/** How many entries wait in the crew page's outbox. */
async function outboxCount(page: Page): Promise<number> {
  return (await outboxEntries(page)).length;
}

/** Puts `entries` back at the end of the crew page's outbox, as the page adds them. */
async function putInOutbox(page: Page, entries: KeptEntry[]): Promise<void> {
  await page.evaluate(async (kept) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("wdnm-crew");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = database.transaction("outbox", "readwrite");
    for (const { photo, ...entry } of kept) {
      transaction
        .objectStore("outbox")
        .add(photo ? { ...entry, photo: new Blob([new Uint8Array(photo.bytes)], { type: photo.type }) } : entry);
    }
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  }, entries);
}

/** A small after-photo, as a phone's camera hands it over. */
const afterPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

test("an installer sees only today's job on the phone, takes the after-photo and the sign-off offline, and the job completes once", async ({
  browser,
}, testInfo) => {
  test.slow();
  const folder = mkdtempSync(join(tmpdir(), "wdnm-crew-"));
  const shift = join(folder, "clock-shift-days");
  writeFileSync(shift, "0");
  const site = await startSecondSite(
    { ...SETTINGS, NODE_OPTIONS: `--require ${resolve("e2e/clock-shift.cjs")}`, E2E_CLOCK_SHIFT_FILE: shift },
    CREW_SITE_PORT,
  );
  // The owner and the installer each on a phone of their own, on the second site.
  const contexts: BrowserContext[] = [];
  const phone = async () => {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: site.url });
    contexts.push(context);
    return context.newPage();
  };
  try {
    const stamp = Date.now();
    const owner = await phone();
    await devSignIn(owner, "/admin/crews", E2E_ADMIN.email);
    // A new site holds a crowd of bookings from one address for review: the owner expects this one (site-limits.setup.ts).
    await call(owner, "PUT", "/api/admin/site-ceilings", Object.fromEntries(CEILING_KEYS.map((key) => [key, 100_000])));

    // The team: an installer on the first crew; a second crew holds the other job of the day.
    const installerEmail = `installer-${stamp}@example.com`;
    const installer = await call(owner, "POST", "/api/admin/team", { email: installerEmail, name: "Ivan Installer", role: "installer" });
    const { crews } = await read(owner, "/api/admin/crews");
    const first = crews.find((crew: { number: number; retired: boolean }) => !crew.retired);
    await call(owner, "PATCH", `/api/admin/crews/${first.id}`, { name: "Ivan's crew", memberIds: [installer.id] });
    await call(owner, "POST", "/api/admin/crews", { name: "Luis and Ana", memberIds: [] });

    // The price book's window line the quotes are priced from.
    const line = await call(owner, "POST", "/api/admin/price-book/lines", {
      name: `Tuscany V400 ${stamp}`,
      kind: "window",
      pricing: { method: "united-inch", brackets: [{ upToInches: 200, cents: 60_000 }] },
      installCents: { insert: 15_000, fullFrame: 25_000 },
    });

    // Three jobs: the installer's on the install day, another crew's that same day, the installer's crew's again days later.
    // Ours is a Spanish-speaking customer's: the sign-off they read and sign on the phone is in Spanish.
    const ours = await deliveredJob(owner, `Ours-${stamp}`, line.id, "es");
    const others = await deliveredJob(owner, `Others-${stamp}`, line.id);
    const later = await deliveredJob(owner, `Later-${stamp}`, line.id);
    const installDay = await firstStartDay(owner, ours);
    expect(await bookInstall(owner, ours, installDay)).toBe(first.number);
    expect(await bookInstall(owner, others, installDay)).not.toBe(first.number);
    expect(await bookInstall(owner, later, await firstStartDay(owner, later, addDays(installDay, 2)))).toBe(first.number);
    const ourNumber = (await read(owner, `/api/admin/jobs/${ours}`)).number as number;

    // The install day is today on the site.
    const realToday = phoenixDate(new Date());
    writeFileSync(shift, String(Math.round((Date.parse(installDay) - Date.parse(realToday)) / 86_400_000)));
    await devSignIn(owner, "/admin/crews", E2E_ADMIN.email);

    // The installer, on their phone: only their job of today, its openings, no price.
    const crew = await phone();
    const problems = await consoleProblems(crew);
    await crew.goto("/crew");
    await expect(crew.getByText("Sign in to see your installs.")).toBeVisible();
    // The way in comes back to the phone's page.
    await crew.getByRole("link", { name: "Sign in" }).click();
    await chooseOnDevSignIn(crew, installerEmail, "/crew");
    const cards = crew.locator("article[data-job]");
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toHaveAttribute("data-job", ours);
    await expect(card.getByText("Today · Ivan's crew")).toBeVisible();
    await expect(card.getByRole("heading", { name: `Job ${ourNumber} · Rosa Ours-${stamp}` })).toBeVisible();
    await expect(crew.getByText(`Others-${stamp}`)).toHaveCount(0);
    await expect(crew.getByText(`Later-${stamp}`)).toHaveCount(0);
    await expect(crew.getByText("Luis and Ana")).toHaveCount(0);
    await card.getByText("Openings to install (2)").click();
    const openings = card.getByRole("listitem");
    await expect(openings).toHaveText([
      /^Living room · picture window · W 72 × H 48 in · /,
      /^Kitchen · single-hung window · W 35 1\/2 × H 59 15\/16 in · /,
    ]);
    await expect(crew.locator("body")).not.toContainText("$");
    await keepScreens(crew, "crew-day");
    expect((await wcagAudit(crew).analyze()).violations).toEqual([]);
    // Read with signal, the page logs nothing wrong (without, the browser logs each request it could not make).
    expect(problems).toEqual([]);

    // The phone keeps the page for a day without signal: its service worker is ready.
    await crew.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // No signal: the day still opens from the phone.
    await crew.context().setOffline(true);
    await crew.reload();
    await expect(crew.getByRole("status").filter({ hasText: /^No signal: showing the copy from / })).toBeVisible();
    await expect(card.getByRole("heading", { name: `Job ${ourNumber} · Rosa Ours-${stamp}` })).toBeVisible();
    await card.getByText("Openings to install (2)").click();
    await expect(openings).toHaveCount(2);

    // The after-photo and the customer's sign-off, taken without signal, wait on the phone.
    await card.locator("[data-photo-input]").setInputFiles({ name: "IMG_0100.jpg", mimeType: "image/jpeg", buffer: await afterPhoto() });
    await expect(card.getByText("1 photo waiting for signal to send")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Conformidad del cliente" })).toBeVisible();
    await card.getByLabel("Su nombre completo").fill(`Rosa Ours-${stamp}`);
    await card.getByRole("radio", { name: "El trabajo está terminado" }).check();
    await card.getByRole("button", { name: "Firmar de conformidad" }).click();
    const signOff = card.locator("[data-signed-off]");
    await expect(signOff).toHaveAttribute("data-signed-off", "waiting");
    await expect(signOff.getByText("Waiting for signal to send.")).toBeVisible();
    await expect(signOff.getByText(`Firmado por Rosa Ours-${stamp}: el trabajo está terminado.`)).toBeVisible();
    expect(await jobAsOwner(owner, ours)).toEqual({ stage: "scheduled", signOffs: 0, completions: 0, photos: 0 });
    await keepScreens(crew, "crew-offline");
    // What the phone holds, kept to put back later as a phone whose answers were lost would hold it.
    const taken = await outboxEntries(crew);
    expect(taken.map(({ kind }) => kind)).toEqual(["photo", "sign-off"]);

    // The signal is back: the outbox sends the photo, then the sign-off.
    await crew.context().setOffline(false);
    await expect(signOff).toHaveAttribute("data-signed-off", "sent");
    await expect(card.getByText(/photos? waiting for signal/)).toHaveCount(0);
    await expect(card.getByRole("img", { name: "Job photo 1" })).toBeVisible();
    await expect(crew.getByRole("status").filter({ hasText: /^Updated at / })).toBeVisible();

    // The job is completed once, with one sign-off and one photo.
    const done = { stage: "completed", signOffs: 1, completions: 1, photos: 1 };
    expect(await jobAsOwner(owner, ours)).toEqual(done);
    await keepScreens(crew, "crew-sent");

    // A phone that never heard the answers sends both again when it opens: each is kept once.
    await putInOutbox(crew, taken);
    expect(await outboxCount(crew)).toBe(2);
    await crew.reload();
    await expect.poll(() => outboxCount(crew), { message: "the outbox, sent again and emptied" }).toBe(0);
    await expect(crew.getByRole("status").filter({ hasText: /^Updated at / })).toBeVisible();
    await expect(signOff).toHaveAttribute("data-signed-off", "sent");
    await expect(card.getByText(/photos? waiting for signal|The office did not take this/)).toHaveCount(0);
    expect(await jobAsOwner(owner, ours)).toEqual(done);
  } finally {
    for (const context of contexts) await context.close();
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
