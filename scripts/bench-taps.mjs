/**
 * `npm run bench`'s taps: what a tap on the booking calendar costs a phone, read as the browser
 * itself reads responsiveness (the Event Timing API, as INP does). A 390 px touch screen with the
 * CPU slowed 4x (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`), a fresh page each
 * run; once the calendar has its data, the taps a visitor makes: on /estimate (a week at a time)
 * the next week, an open day on it and a free time on that day; on the home page (28 days at
 * once) a day and a time. Each tap is one interaction (its pointerdown, pointerup and click share
 * an `interactionId`); its duration runs from the touch to the next frame painted after the
 * handlers, split as INP's attribution splits it: the wait before the first handler, the
 * handlers, and the frame after them.
 * The page is driven by plain script and raw touches only: Playwright's locators and actions run
 * its own script in the page (listeners, hit-target checks, polling each frame), which would be
 * counted in the taps.
 */
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { chromium } from "@playwright/test";

/**
 * The pages and their taps, in the order a visitor makes them. `scope` is the calendar's section
 * (the home page's booking section, which loads when scrolled to); each tap's `button` is a CSS
 * selector for the first such button in it; a tap is done when the button says it is pressed or,
 * with `changes`, when that element's text changes.
 */
export const TAP_PAGES = [
  {
    path: "/estimate",
    scope: "main",
    taps: [
      { name: "next week", button: 'button[aria-label="Next week"]', changes: "p[aria-live]" },
      { name: "a day", button: "table button:enabled" },
      { name: "a time", button: "fieldset li button:enabled" },
    ],
  },
  {
    path: "/",
    scope: "#book",
    taps: [
      { name: "a day", button: "table button:enabled" },
      { name: "a time", button: "fieldset li button:enabled" },
    ],
  },
];

/**
 * The interactions in a list of Event Timing entries, one per `interactionId` (entries without one,
 * a hover's, are left out): its duration (the longest of its events', as INP counts it) and its
 * parts: input delay (touch to the first handler), processing (first handler to the last one's
 * end) and presentation (from there to the frame).
 */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId].map(([id, events]) => {
    const start = Math.min(...events.map((event) => event.startTime));
    const duration = Math.max(...events.map((event) => event.duration));
    const processingStart = Math.min(...events.map((event) => event.processingStart));
    const processingEnd = Math.max(...events.map((event) => event.processingEnd));
    return {
      id,
      events: events.map((event) => event.name),
      duration,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, start + duration - processingEnd),
    };
  });
}

/** One row per tap of `names`: the medians of its runs and the slowest run, in ms; a tap the browser reported no entry for took under 16 ms. */
export function tapRows(runs, median, names) {
  return names.map((name) => {
    const measured = runs.map((run) => run[name]).filter(Boolean);
    const of = (key) => Math.round(median(measured.map((tap) => tap[key])));
    const under = runs.length - measured.length;
    return {
      tap: name,
      "median ms": measured.length ? of("duration") : "< 16",
      "max ms": measured.length ? Math.round(Math.max(...measured.map((tap) => tap.duration))) : "< 16",
      "input delay ms": measured.length ? of("inputDelay") : "",
      "processing ms": measured.length ? of("processing") : "",
      "presentation ms": measured.length ? of("presentation") : "",
      runs: under ? `${runs.length} (${under} under 16 ms)` : runs.length,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// In the page (each function runs there through page.evaluate, so it must stand alone)

/** Records every Event Timing entry of 16 ms or more (the API's least) into `window.__benchEvents`. */
function recordEventTiming() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      window.__benchEvents.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** Brings the calendar in `scope` into view; true once it has its days (its wrapper says aria-busy="false"). */
function calendarReady(scope) {
  document.querySelector(scope)?.scrollIntoView({ block: "start" });
  return Boolean(document.querySelector(`${scope} [aria-busy="false"] table`));
}

/** Resolves once the page has fetched nothing for half a second and is idle (a chunk a tap loaded has run), or after 10 s. */
function settled() {
  return new Promise((resolve) => {
    const deadline = performance.now() + 10_000;
    const check = () => {
      const last = Math.max(0, ...performance.getEntriesByType("resource").map((entry) => entry.responseEnd));
      if (performance.now() - last > 500 || performance.now() > deadline) requestIdleCallback(() => resolve(undefined));
      else setTimeout(check, 100);
    };
    check();
  });
}

/** Finds the tap's button, scrolls it to the middle of the screen, and returns where to touch it; remembers it and the text to watch. */
function aim([scope, button, changes]) {
  const target = document.querySelector(`${scope} ${button}`);
  if (!target) return null;
  target.scrollIntoView({ block: "center" });
  const watched = changes ? document.querySelector(`${scope} ${changes}`) : null;
  window.__benchTap = { target, watched, text: watched?.textContent };
  const box = target.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** True when the tap remembered by `aim` did what it does: its watched text changed, or its button is pressed. */
function tapDone() {
  const { target, watched, text } = window.__benchTap;
  return watched ? watched.textContent !== text : target.getAttribute("aria-pressed") === "true";
}

// ---------------------------------------------------------------------------------------------

/** Evaluates `check` in the page every 100 ms until it is true (or fails after `timeout` ms). */
async function until(page, check, argument, what, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check, argument))) {
    if (Date.now() > deadline) throw new Error(`bench taps: ${what} did not happen within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The interactions reported since `seen` of them were. The browser posts a tap's entries after
 * the frames that end them, its click's often a frame after its pointerup's: read them once no
 * entry has come for half a second (or after 5 s).
 */
async function newInteractions(page, seen) {
  const deadline = Date.now() + 5_000;
  let count = -1;
  for (;;) {
    const entries = await page.evaluate(() => window.__benchEvents);
    if (entries.length === count || Date.now() > deadline) return interactionsOf(entries).slice(seen);
    count = entries.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One run of a page's taps on a fresh page: each tap's interaction (undefined when under 16 ms). */
export async function tapRun(browser, baseUrl, { path, scope, taps }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(recordEventTiming);
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await until(page, calendarReady, scope, `the calendar on ${path}`);
    const run = {};
    for (const { name, button, changes } of taps) {
      await page.evaluate(settled);
      const seen = interactionsOf(await page.evaluate(() => window.__benchEvents)).length;
      const point = await page.evaluate(aim, [scope, button, changes]);
      if (!point) throw new Error(`bench taps: no ${button} in ${scope} on ${path}`);
      await page.evaluate(settled);
      await page.touchscreen.tap(point.x, point.y);
      const interactions = await newInteractions(page, seen);
      await until(page, tapDone, undefined, `the tap on ${name} (${path})`, 10_000);
      run[name] = interactions.sort((a, b) => b.duration - a.duration)[0];
    }
    return run;
  } finally {
    await context.close();
  }
}

/** Runs each page's taps `runs` times on the site at `baseUrl` (pages alternating) and prints a table per page. */
export async function benchTaps({ baseUrl, runs = 7, median, pages = TAP_PAGES }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
  });
  const results = pages.map(() => []);
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, page] of pages.entries()) results[index].push(await tapRun(browser, baseUrl, page));
  } finally {
    await browser.close();
  }
  console.log(`\nCalendar taps: 390 px touch screen, CPU 4x slower, Event Timing (as INP reads a tap), median of ${runs} runs`);
  console.log("  input delay: touch to the first handler; processing: the handlers; presentation: from their end to the frame");
  for (const [index, { path, taps }] of pages.entries()) {
    console.log(`  ${path}`);
    console.table(
      tapRows(
        results[index],
        median,
        taps.map((tap) => tap.name),
      ),
    );
  }
  return results;
}
