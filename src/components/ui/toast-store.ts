/**
 * The toast store: one module-level list that every island on the page shares. It imports
 * nothing of the toast UI: `use-toast.ts` writes to it (and mounts the Toaster), and
 * `toaster.tsx` renders it, so neither of those two imports the other.
 * The spec's rules: one toast at a time (a new one replaces the older), and dismissed
 * toasts leave the store after 1,000,000 ms.
 */
import { useSyncExternalStore, type ReactElement } from "react";
import type { ToastVariant } from "./toast";

/** At most this many toasts show at once. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** One toast in the store. */
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

/** What a caller of `toast(...)` gives. */
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

/** Puts a toast on top, replacing the one on screen; returns its id. */
export function addToast(input: ToastInput): string {
  const id = String(++nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
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
