// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import hydrateAfterPaint from "./hydrate-after-paint";

/** Lets every task already queued run (the directive queues its start after the paint). */
const queuedTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The paint observers the directive made; `paint()` tells them the first content is on screen. */
let observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[];
const paint = () =>
  observers.forEach((callback) => callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }));

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: (typeof observers)[number]) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  );
  vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * An island with a form and its Send button, under the directive. Its `load` resolves when the test
 * says (`arrive()`); hydrating makes the island answer clicks as React would, noting each in `clicks`.
 */
function islandUnderDirective() {
  document.body.innerHTML = `<astro-island><form><input name="firstName"><button type="submit">Send</button></form></astro-island>`;
  const island = document.querySelector("astro-island") as HTMLElement;
  const clicks: string[] = [];
  const submits: string[] = [];
  island.querySelector("form")!.addEventListener("submit", (event) => {
    submits.push("native");
    event.preventDefault();
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const hydrated = vi.fn(async () =>
    island.addEventListener("click", (event) => clicks.push((event.target as HTMLElement).textContent ?? "")),
  );
  const load = vi.fn(async () => {
    await arrived;
    return hydrated;
  });
  hydrateAfterPaint(load, { name: "ContactForm", value: "" }, island);
  return { island, load, hydrated, arrive, clicks, submits, button: island.querySelector("button")! };
}

describe("client:afterpaint", () => {
  it("loads nothing before the first paint, then loads and hydrates the island once", async () => {
    const { load, hydrated, arrive } = islandUnderDirective();
    await queuedTasks();
    expect(load).not.toHaveBeenCalled();
    paint();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrive();
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    paint();
    await queuedTasks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads at once when the visitor touches the island before the first paint", async () => {
    const { island, load } = islandUnderDirective();
    island.querySelector("input")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    island.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads at once when the page has already painted", async () => {
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    const { load } = islandUnderDirective();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("holds a tap on a button until the island listens, without the form submitting as a plain GET, then gives it to the island", async () => {
    const { island, button, arrive, hydrated, clicks, submits } = islandUnderDirective();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.click();
    expect(submits).toEqual([]);
    expect(clicks).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(clicks).toEqual(["Send"]));
    expect(hydrated).toHaveBeenCalledTimes(1);
    // From now on the island's own listeners answer, and nothing is held.
    island.querySelector("button")!.click();
    expect(clicks).toEqual(["Send", "Send"]);
  });
});
