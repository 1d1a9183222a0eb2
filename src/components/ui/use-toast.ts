/**
 * `toast(...)`: any island on the page can call it. It writes to the shared store
 * (toast-store.ts) and, on the first call, mounts the <Toaster /> itself, so no page has
 * to remember to. The Toaster speaks the page's language (`<html lang>`).
 */
import { placeToasterRoot } from "./toast-layer";
import { addToast, dismissToast, type ToastInput } from "./toast-store";

export { dismissToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts, type ToastData, type ToastInput } from "./toast-store";

/** Shows a toast, replacing the one on screen; returns its id and a way to dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = addToast(input);
  void mountToaster();
  return { id, dismiss: () => dismissToast(id) };
}

let mounted: Promise<void> | undefined;

function mountToaster(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  mounted ??= import("./toaster").then(({ mountToasterIn }) => {
    // The page may be gone by the time the module arrives (a test's document torn down).
    if (typeof document === "undefined" || document.querySelector("[data-toaster-root]")) return;
    const root = document.createElement("div");
    root.setAttribute("data-toaster-root", "");
    // In the open modal, if any (./toast-layer.ts), so a toast never shows behind it.
    placeToasterRoot(root);
    mountToasterIn(root, document.documentElement.lang);
  });
  return mounted;
}
