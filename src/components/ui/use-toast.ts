/**
 * The toast store: one module-level list that every island on the page shares, so any
 * island can call `toast(...)`. The spec's rules: one toast at a time (a new one replaces
 * the older), and dismissed toasts leave the store after 1,000,000 ms.
 * The first call mounts the <Toaster /> itself, so no page has to remember to.
 */
import { useSyncExternalStore, type ReactElement } from "react";
import type { ToastVariant } from "./toast";

/** At most this many toasts show at once. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  /** An optional <ToastAction>. */
  action?: ReactElement;
  variant?: ToastVariant;
  /** False once dismissed; the Toaster animates it out. */
  open: boolean;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

let toasts: ToastData[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastData[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
}

/** Shows a toast, replacing the one on screen; returns its id and a way to dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  void mountToaster();
  return { id, dismiss: () => dismissToast(id) };
}

/** The toasts on the page, for the Toaster. */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

let mounted: Promise<void> | undefined;

function mountToaster(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  mounted ??= import("./toaster").then(({ mountToasterIn }) => {
    if (document.querySelector("[data-toaster-root]")) return;
    const root = document.createElement("div");
    root.setAttribute("data-toaster-root", "");
    document.body.append(root);
    mountToasterIn(root);
  });
  return mounted;
}
