/**
 * The `client:afterpaint` directive (registered by src/integrations/hydrate-after-paint.ts): an
 * island that loads and hydrates once the page's first content has been painted, or at once when
 * the visitor touches it first (a tap, a key, a focus inside it). For the form pages, whose largest
 * paint is their heading's text and which need nothing of the island to show it: with
 * `client:load` the island's scripts (about 90 KB, at High priority) started downloading while the
 * page was still parsing, and a phone painted its first text after them.
 * The server-rendered HTML stays in place until React takes it over, so nothing moves. A tap on
 * one of its buttons before React listens is held (it would do nothing, or submit a form as a
 * plain GET) and given to React once it has hydrated.
 */
import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-paint";

/** What tells the island the visitor is starting on it. */
const FIRST_TOUCH = ["pointerdown", "keydown", "focusin"] as const;

const hydrateAfterPaint: ClientDirective = (load, _options, island) => {
  let started = false;
  let heldTap: HTMLButtonElement | undefined;
  const holdTap = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (!button || !island.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    heldTap = button;
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of FIRST_TOUCH) island.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener("click", holdTap, true);
    // React listens now; a click makes it finish hydrating what was tapped before handling it.
    if (heldTap?.isConnected && !heldTap.disabled) heldTap.click();
  };
  island.addEventListener("click", holdTap, true);
  for (const type of FIRST_TOUCH) island.addEventListener(type, start, { capture: true, passive: true });
  afterFirstPaint(() => void start());
};

export default hydrateAfterPaint;
