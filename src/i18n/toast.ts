/** The toasts' accessible names (the notification region, its landmark and the close button) in each language. */
import type { Locale } from "./locales";

/** The toast frame's words in one language. */
export interface ToastWords {
  /** Read when a toast appears (Radix Provider `label`). */
  notification: string;
  /** The landmark's name; Radix puts the hotkey in place of {hotkey}. */
  region: string;
  /** The close button's name. */
  close: string;
}

/** The toast frame's words, by language. */
export const toastWords: Record<Locale, ToastWords> = {
  en: { notification: "Notification", region: "Notifications ({hotkey})", close: "Close notification" },
  es: { notification: "Notificación", region: "Notificaciones ({hotkey})", close: "Cerrar aviso" },
};
