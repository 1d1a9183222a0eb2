// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordPageView, TOUCHES_KEY } from "./attribution-client";
import { sendFormStarted, storedAttribution, STORED_TOUCHES_KEY } from "./attribution-form";

const NOW = new Date("2026-12-01T16:30:00Z");
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  localStorage.clear();
  sent = [];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((url, data) => {
    void (data as Blob).text().then((text) => sent.push({ url: String(url), body: JSON.parse(text) }));
    return true;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const visit = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const waitForBeacons = (count: number) => vi.waitFor(() => expect(sent).toHaveLength(count));

describe("recordPageView", () => {
  it("keeps the first touch in localStorage, no cookie, and the forms send it", () => {
    visit("https://www.windowsanddoorsnearme.com/cities/mesa?utm_source=google&utm_medium=organic&utm_campaign=gbp");
    recordPageView();
    visit("https://www.windowsanddoorsnearme.com/estimate");
    recordPageView();
    const gbp = { at: NOW.getTime(), landing: "/cities/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" };
    expect(storedAttribution()).toEqual({ first: gbp, last: gbp });
    expect(JSON.parse(localStorage.getItem(TOUCHES_KEY)!)).toEqual({ first: gbp, last: gbp });
    expect(document.cookie).toBe("");
  });

  it("returns no attribution when nothing is stored", () => {
    expect(storedAttribution()).toBeUndefined();
  });

  it("writes where the islands read", () => {
    expect(STORED_TOUCHES_KEY).toBe(TOUCHES_KEY);
  });
});

describe("the page script", () => {
  it("counts a click on a tel: link with the page and the touches, and the form start once", async () => {
    visit("https://www.windowsanddoorsnearme.com/cities/mesa?gclid=abc");
    await import("@/browser/page-scripts/attribution");
    // The test's page stays put (a real browser hands tel: to the dialer and stays on the page).
    document.body.innerHTML = `<a href="tel:+14805550142"><span>Call</span></a><a href="/about">About</a>`;
    for (const link of document.querySelectorAll("a")) link.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.querySelector('a[href="/about"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    visit("https://www.windowsanddoorsnearme.com/estimate");
    sendFormStarted();
    sendFormStarted();
    await waitForBeacons(2);
    expect(sent.map(({ url, body }) => [url, (body as { kind: string }).kind, (body as { path: string }).path])).toEqual([
      ["/api/beacon", "call", "/cities/mesa"],
      ["/api/beacon", "form-start", "/estimate"],
    ]);
    expect((sent[0]!.body as { attribution: { first: { gclid: string } } }).attribution.first.gclid).toBe("abc");
  });
});
