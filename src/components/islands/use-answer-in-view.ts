/**
 * What a customer's action answered (the error after "Sign", "Signed. Thank you!", a payment
 * being processed, the install days booked) may sit anywhere on a long page: above the screen
 * under the sticky header, or where the button that asked was before it went away, leaving focus
 * on <body>. The signing and paying pages bring it to the customer with this one hook.
 */
import { useEffect, useRef, type RefObject } from "react";

/** The attribute that marks an answer; a marked element also takes tabIndex={-1}. */
const ANSWER_ATTRIBUTE = "data-answer";

/**
 * Each time `answer` becomes a new value (anything but null, undefined or false: an error's
 * time, a signature's), the first element marked `data-answer` inside the returned ref's element
 * (or that element itself) is focused, so a screen reader reads it and the next Tab starts there,
 * and scrolled to the middle of the screen when it is not wholly in view below the sticky header
 * (the page's scroll-padding-top, src/styles/global.css).
 */
export function useAnswerInView<T extends HTMLElement>(answer: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer === null || answer === undefined || answer === false) return;
    const root = ref.current;
    const target = root?.hasAttribute(ANSWER_ATTRIBUTE) ? root : root?.querySelector<HTMLElement>(`[${ANSWER_ATTRIBUTE}]`);
    if (target) bringIntoView(target);
  }, [answer]);
  return ref;
}

/** Focuses `element` and, when it is not wholly on screen below the header, scrolls it to the middle. */
export function bringIntoView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const { top, bottom } = element.getBoundingClientRect();
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (top < headerRoom || bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
}
