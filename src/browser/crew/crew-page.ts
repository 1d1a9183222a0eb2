/**
 * The crew's phone (/crew): today's and tomorrow's installs of the installer's crews, kept in
 * localStorage so a day already seen opens without signal; after-photos and the customer's
 * sign-off go into the outbox (./outbox.ts, kept in IndexedDB) and are sent in order whenever
 * there is signal. A plain page script, no framework: the phone on a poor signal loads little.
 */
import { installLine } from "@/core/install-sheet";
import { crewWords as words, signOffWords } from "@/i18n/crew";
import type { CrewDayJob, CrewDays, CrewJob } from "@/schemas/crew";
import { completeSignIn } from "@/browser/complete-sign-in";
import { authGoogle, authStatus } from "@/schemas/routes/auth";
import { crewDays, crewJobPhotos, crewOnMyWay, crewSignOff } from "@/schemas/routes/crew";
import { nextToSend, outcomeOfFailure, settle, waitingFor, type OutboxEntry, type SendOutcome } from "./outbox";
import { addToOutbox, putInOutbox, readOutbox, removeFromOutbox } from "./outbox-store";

/** The page's own path, where a sign-in comes back to. */
const CREW_PATH = "/crew";

/** Where the last days the phone read are kept. */
const DAYS_KEY = "wdnm-crew-days";

const root = document.querySelector<HTMLElement>("[data-crew-days]")!;
const status = document.querySelector<HTMLElement>("[data-crew-status]")!;

/** The page's looks, as Tailwind classes (the build finds them here). */
const LOOK = {
  card: "space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
  day: "text-sm font-semibold uppercase text-slate-700",
  title: "text-lg font-bold text-brand-900",
  heading: "font-bold text-brand-900",
  link: "font-semibold text-brand-800 underline",
  warning: "rounded-md bg-amber-100 px-3 py-2 font-semibold text-amber-900",
  error: "text-sm font-semibold text-red-800",
  button: "inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-800 px-4 font-semibold text-white",
  row: "flex flex-wrap items-center gap-3",
  field: "min-h-11 w-full rounded-md border border-slate-500 px-3",
  select: "min-h-11 rounded-md border border-slate-500 px-2",
  section: "space-y-2 border-t border-slate-200 pt-3",
  choice: "flex min-h-11 items-center gap-2",
  photos: "flex flex-wrap gap-2",
  summary: "min-h-11 cursor-pointer py-2 font-semibold text-brand-900",
  list: "list-decimal space-y-1 pl-5",
} as const;

let days: CrewDays | null = null;
let outbox: OutboxEntry[] = [];

// ── Calls to the API ──────────────────────────────────────────────────────────────
// Plain fetch and the route table's paths rather than the islands' client (src/browser/api-request.ts):
// that file shares its chunk with the islands' React helpers, which would more than double the weight
// of this page.

/**
 * The URL of a crew route for the job `id`. The route table's own `routeUrl` shares the islands'
 * chunk too, and the crew's paths hold at most the one `:id`.
 */
const pathOf = (route: { path: string }, id?: string) =>
  id === undefined ? route.path : route.path.replace(":id", encodeURIComponent(id));

/** A non-success answer, with what the API said. */
class CallError extends Error {
  constructor(
    readonly status: number,
    readonly said: { error?: string },
  ) {
    super(`API ${status}`);
  }
}

/** Sends `body` (JSON, or a photo's form) with `method` to `url`; the answer's JSON, or a CallError. */
async function call<T>(url: string, method = "GET", body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || form ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new CallError(response.status, answer);
  return answer as T;
}

// ── Small DOM helpers ─────────────────────────────────────────────────────────────

type Child = Node | string | null | false | undefined;

/** An element with attributes and children; text is always text, never markup. */
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

// ── The days: read, kept, shown ───────────────────────────────────────────────────

function keptDays(): { savedAt: string; days: CrewDays } | null {
  try {
    return JSON.parse(localStorage.getItem(DAYS_KEY) ?? "null");
  } catch {
    return null;
  }
}

async function loadDays(): Promise<void> {
  try {
    // Who is signed in first, as the admin's screens ask: a signed-out phone is shown the way in
    // without a refused call in its console.
    const { authenticated } = await call<{ authenticated: boolean }>(pathOf(authStatus));
    if (!authenticated) throw new CallError(401, {});
    days = await call<CrewDays>(pathOf(crewDays));
    const savedAt = new Date().toISOString();
    try {
      localStorage.setItem(DAYS_KEY, JSON.stringify({ savedAt, days }));
    } catch {
      // A full storage keeps the old copy: the page still shows what it read now.
    }
    status.textContent = words.updated(timeOf(savedAt));
  } catch (error) {
    if (error instanceof CallError && (error.status === 401 || error.status === 403)) {
      localStorage.removeItem(DAYS_KEY);
      days = null;
      // Straight to Google and back here: /login would send the installer on to the customers' dashboard.
      // Never prefetched: a prefetch of the sign-in path would start a second sign-in.
      const signIn = h(
        "a",
        { href: `${pathOf(authGoogle)}?returnTo=${encodeURIComponent(CREW_PATH)}`, class: LOOK.button, "data-astro-prefetch": "false" },
        words.signIn,
      );
      root.replaceChildren(h("p", {}, error.status === 401 ? words.signedOut : words.refused), ...(error.status === 401 ? [signIn] : []));
      status.textContent = "";
      return;
    }
    const kept = keptDays();
    if (kept) {
      days = kept.days;
      status.textContent = words.offline(timeOf(kept.savedAt));
    }
  }
  render();
}

function render(): void {
  if (!days) return;
  if (days.days.length === 0) {
    root.replaceChildren(h("p", {}, words.nothing));
    return;
  }
  const open = new Set([...root.querySelectorAll<HTMLDetailsElement>("details[open]")].map((element) => element.dataset.key));
  root.replaceChildren(...days.days.map((day) => jobCard(day, days!)));
  for (const element of root.querySelectorAll<HTMLDetailsElement>("details")) if (open.has(element.dataset.key)) element.open = true;
}

function jobCard({ day, crewName, job }: CrewDayJob, { today }: CrewDays): HTMLElement {
  const waiting = waitingFor(outbox, job.id);
  return h(
    "article",
    { class: LOOK.card, "data-job": job.id },
    h("p", { class: LOOK.day }, `${day === today ? words.today : words.tomorrow} · ${crewName}`),
    h("h2", { class: LOOK.title }, `${words.job(job.number)} · ${job.customerName}`),
    h("p", {}, job.address, " ", h("a", { href: job.mapUrl, target: "_blank", rel: "noopener", class: LOOK.link }, words.map)),
    h("p", {}, h("a", { href: `tel:${job.phone.replace(/[^\d+]/g, "")}`, class: LOOK.link }, words.call(job.phone))),
    job.leadSafe && h("p", { class: LOOK.warning, role: "note" }, words.leadSafe),
    job.permitNumber && h("p", {}, words.permit(job.permitNumber)),
    job.notes && h("p", {}, h("strong", {}, `${words.notes}: `), job.notes),
    openingsList(job),
    photoSection(job, waiting.photos),
    onMyWayForm(job),
    signOffSection(job, waiting.signOff),
  );
}

function openingsList(job: CrewJob): HTMLElement {
  const items = job.openings.map((opening) =>
    h("li", {}, installLine({ openingId: opening.openingId, unit: opening, photoCount: opening.photoCount })),
  );
  return h(
    "details",
    { "data-key": `openings-${job.id}` },
    h("summary", { class: LOOK.summary }, words.openings(job.openings.length)),
    items.length ? h("ol", { class: LOOK.list }, ...items) : h("p", {}, words.noOpenings),
  );
}

function photoSection(job: CrewJob, waiting: OutboxEntry[]): HTMLElement {
  const input = h("input", { type: "file", accept: "image/*", capture: "environment", class: "sr-only", "data-photo-input": job.id });
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    if (!file) return;
    await addToOutbox({ kind: "photo", jobId: job.id, clientId: crypto.randomUUID(), photo: file });
    await refreshOutbox();
    void flush();
  });
  const thumbs = job.photos.map((photo, index) =>
    h("img", { src: `${photo.url}?size=thumb`, alt: words.photoAlt(index + 1), loading: "lazy", width: "96", height: "72" }),
  );
  const refused = waiting.filter((entry) => entry.refused).map((entry) => h("p", { class: LOOK.error }, entry.refused!));
  return h(
    "section",
    { "aria-label": words.photos, class: "space-y-2" },
    thumbs.length ? h("div", { class: LOOK.photos }, ...thumbs) : null,
    waiting.length ? h("p", { "data-photos-waiting": "" }, words.waitingPhotos(waiting.length)) : null,
    ...refused,
    h("label", { class: LOOK.button }, words.addPhoto, input),
  );
}

function onMyWayForm(job: CrewJob): HTMLElement {
  const select = h(
    "select",
    { name: "eta", class: LOOK.select },
    ...[15, 30, 45].map((minutes) => h("option", { value: String(minutes) }, words.minutes(minutes))),
  );
  const said = h("p", { role: "status" });
  const form = h(
    "form",
    { class: LOOK.row },
    h("label", {}, `${words.arriving} `, select),
    h("button", { type: "submit", class: LOOK.button }, words.onMyWay),
    said,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const etaMinutes = Number(select.value) as 15 | 30 | 45;
      await call(pathOf(crewOnMyWay, job.id), "POST", { etaMinutes });
      said.textContent = words.onMyWaySent;
    } catch (error) {
      said.textContent = error instanceof CallError && error.said.error ? error.said.error : words.onMyWayFailed;
    }
  });
  return form;
}

/** The customer's sign-off, in the customer's language (`lang` on its section); the crew's own lines stay in theirs. */
function signOffSection(job: CrewJob, waiting: Extract<OutboxEntry, { kind: "sign-off" }> | undefined): HTMLElement {
  // A day kept on the phone before the days carried the language reads as English.
  const locale = job.locale in signOffWords ? job.locale : "en";
  const customer = signOffWords[locale];
  const heading = h("h3", { class: LOOK.heading }, customer.signOff);
  const taken = job.signOff ?? waiting?.body;
  if (taken) {
    return h(
      "section",
      { class: LOOK.section, "data-signed-off": job.signOff ? "sent" : "waiting" },
      h(
        "div",
        { lang: locale },
        heading,
        h("p", {}, customer.signedOff(taken.typedName, taken.outcome)),
        taken.outcome === "issues" && h("p", {}, taken.issues ?? ""),
      ),
      waiting?.refused ? h("p", { class: LOOK.error }, waiting.refused) : !job.signOff && h("p", {}, words.signOffWaiting),
    );
  }
  const name = h("input", { name: "typedName", autocomplete: "off", required: "", id: `name-${job.id}`, class: LOOK.field });
  const completed = h("input", { type: "radio", name: "outcome", value: "completed", checked: "" });
  const withIssues = h("input", { type: "radio", name: "outcome", value: "issues" });
  const issues = h("textarea", { name: "issues", rows: "3", id: `issues-${job.id}`, class: LOOK.field });
  const problem = h("p", { class: LOOK.error, role: "alert" });
  const form = h(
    "form",
    { class: LOOK.section, lang: locale },
    heading,
    h("label", { for: `name-${job.id}` }, customer.typedName),
    name,
    h("label", { class: LOOK.choice }, completed, customer.completed),
    h("label", { class: LOOK.choice }, withIssues, customer.withIssues),
    h("label", { for: `issues-${job.id}`, class: "sr-only" }, customer.issues),
    issues,
    problem,
    h("button", { type: "submit", class: LOOK.button }, customer.record),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const outcome = withIssues.checked ? "issues" : "completed";
    const typedName = name.value.trim();
    if (typedName.length < 2) return void (problem.textContent = customer.needName);
    if (outcome === "issues" && !issues.value.trim()) return void (problem.textContent = customer.needIssues);
    const clientId = crypto.randomUUID();
    const body = {
      clientId,
      typedName,
      outcome,
      signedAt: new Date().toISOString(),
      ...(outcome === "issues" && { issues: issues.value.trim() }),
    } as const;
    await addToOutbox({ kind: "sign-off", jobId: job.id, clientId, body });
    await refreshOutbox();
    void flush();
  });
  return form;
}

// ── The outbox: sent in order whenever there is signal ────────────────────────────

async function refreshOutbox(): Promise<void> {
  outbox = await readOutbox().catch(() => outbox);
  render();
}

/** Sends one entry: a photo with its clientId in one request, or the sign-off. */
async function send(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    if (entry.kind === "photo") {
      const form = new FormData();
      form.append("clientId", entry.clientId);
      form.append("photo", entry.photo);
      await call(pathOf(crewJobPhotos, entry.jobId), "POST", form);
    } else {
      await call(pathOf(crewSignOff, entry.jobId), "POST", entry.body);
    }
    return { kind: "done" };
  } catch (error) {
    return error instanceof CallError ? outcomeOfFailure(error.status, error.said) : outcomeOfFailure(undefined);
  }
}

let flushing = false;

/** Sends what waits, oldest first, until the outbox is empty or no answer comes. */
async function flush(): Promise<void> {
  if (flushing) return;
  flushing = true;
  let sent = false;
  try {
    for (;;) {
      outbox = await readOutbox();
      const entry = nextToSend(outbox);
      if (!entry) break;
      const outcome = await send(entry);
      if (outcome.kind === "wait") break;
      if (outcome.kind === "done") await removeFromOutbox(entry.seq);
      else await putInOutbox({ ...entry, refused: outcome.message });
      outbox = settle(outbox, entry, outcome);
      sent = true;
    }
  } finally {
    flushing = false;
  }
  if (sent) await loadDays();
  else render();
}

// ── Start ─────────────────────────────────────────────────────────────────────────

/** Shows the days kept on the phone at once, then reads them again and sends what waits, now and whenever the signal is back. */
async function start(): Promise<void> {
  const kept = keptDays();
  if (kept) {
    days = kept.days;
    render();
  } else {
    status.textContent = words.loading;
  }
  await refreshOutbox();
  await loadDays();
  void flush();
  window.addEventListener("online", () => void flush());
  // A signal that comes back without an "online" event (a weak one that never dropped the link).
  setInterval(() => void (outbox.some((entry) => !entry.refused) && flush()), 30_000);
  if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/crew-sw.js", { scope: CREW_PATH }).catch(() => {});
}

// Back from Google's sign-in: ?auth=success leaves the address (a reload or a home-screen copy never
// carries it), unless the browser goes on to a page remembered before signing in.
if (!completeSignIn()) await start();
