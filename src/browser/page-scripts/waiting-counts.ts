/**
 * The admin frame's counts of what waits (src/components/AdminNav.astro draws their places):
 * each screen's count beside its name, and on the phone bar's Menu button the total of the
 * screens listed. A count shows a number for the eye and ", 3 to confirm" for a screen reader,
 * and hides when it is zero, so a screen with nothing waiting reads as its name alone.
 */
import type { AdminWaiting, WaitingKey } from "@/schemas/admin/waiting";

/** Sets one count element and shows it when the count is not zero. */
function showCount(element: HTMLElement, count: number, words: string): void {
  const number = count.toLocaleString("en-US");
  element.hidden = count === 0;
  element.querySelector("[data-count-number]")!.textContent = number;
  element.querySelector("[data-count-words]")!.textContent = `, ${number} ${words}`;
}

/** Fills every count under `root` from `waiting`; answers the total of the counts listed there. */
export function showWaiting(root: ParentNode, waiting: AdminWaiting): number {
  const listed = new Set<WaitingKey>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-waiting]")) {
    const key = element.dataset.waiting as WaitingKey;
    listed.add(key);
    showCount(element, waiting[key] ?? 0, element.dataset.waitingWords ?? "");
  }
  const total = [...listed].reduce((sum, key) => sum + (waiting[key] ?? 0), 0);
  for (const element of root.querySelectorAll<HTMLElement>("[data-waiting-total]")) showCount(element, total, "waiting");
  return total;
}
