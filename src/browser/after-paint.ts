/**
 * Work that must not stand between the visitor and what they see: the form pages' islands wait
 * for the first paint, and what a tap starts without showing it (a beacon, a chunk to fetch)
 * waits for the frame that answers the tap.
 */

/**
 * Runs `callback` in a task of its own once the next frame has been painted: requestAnimationFrame
 * runs just before that frame, and a task queued there runs after it. Called from a tap's handler,
 * its work stays out of the tap's time to the next frame (what Interaction to Next Paint measures).
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * Runs `callback` once the page's first content has been painted: when the browser reports the
 * first contentful paint (Paint Timing, reported after the frame is on screen), in a task of its
 * own. A browser without Paint Timing runs it after the first frame that follows the load event.
 * A hidden tab paints nothing, so the callback waits until the tab is shown.
 */
export function afterFirstPaint(callback: () => void): void {
  const painted = () => setTimeout(callback, 0);
  if (performance.getEntriesByName("first-contentful-paint").length > 0) return void painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    if (document.readyState === "complete") return afterNextPaint(callback);
    return addEventListener("load", () => afterNextPaint(callback), { once: true });
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    painted();
  });
  observer.observe({ type: "paint", buffered: true });
}
