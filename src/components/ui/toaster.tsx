/** Renders the shared toast store (toast-store.ts) in the page's language. Mounted once per page by the first `toast(...)` call. */
import { createRoot } from "react-dom/client";
import { toLocale, type Locale } from "@/i18n/locales";
import { toastWords } from "@/i18n/toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./toast-store";

/** The toasts on screen; `locale` names the region and the close buttons. */
export function Toaster({ locale = "en" }: { locale?: Locale }) {
  const toasts = useToasts();
  const words = toastWords[locale];
  return (
    <ToastProvider label={words.notification}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(isOpen) => !isOpen && dismissToast(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={words.close} />
        </Toast>
      ))}
      <ToastViewport label={words.region} />
    </ToastProvider>
  );
}

/** Mounts a Toaster into `element` as its own React root, in the language `lang` names (the page's `<html lang>`). */
export function mountToasterIn(element: HTMLElement, lang?: string): void {
  createRoot(element).render(<Toaster locale={toLocale(lang)} />);
}
