/**
 * Where the toasts live: in the topmost open modal dialog, else in the page's body. A modal
 * <dialog> sits in the browser's top layer and makes the rest of the page inert, so a toast
 * shown from inside it ("Appointment saved") would appear behind it and be unreadable to a
 * screen reader. Each modal registers while it is open; the toaster's element moves into the
 * newest one, and back out as they close.
 */

const open: HTMLElement[] = [];

/** The toaster's root element, once mounted (held here: it may be inside a dialog just removed from the page). */
let toaster: HTMLElement | undefined;

/** The element the toaster's root belongs in now: the newest open modal still on the page, else the body. */
export function toastLayer(): HTMLElement {
  return open.findLast((element) => element.isConnected) ?? document.body;
}

/** Places the toaster's root where toasts show now, and keeps it there as modals open and close. */
export function placeToasterRoot(root: HTMLElement): void {
  toaster = root;
  placeToaster();
}

/** A modal just opened: toasts show inside it from now on. */
export function enterModal(element: HTMLElement): void {
  if (!open.includes(element)) open.push(element);
  placeToaster();
}

/** A modal closed: toasts go back to the one beneath it, or the page. */
export function leaveModal(element: HTMLElement): void {
  const index = open.indexOf(element);
  if (index >= 0) open.splice(index, 1);
  placeToaster();
}

function placeToaster(): void {
  const home = toastLayer();
  if (toaster && toaster.parentElement !== home) home.append(toaster);
}
