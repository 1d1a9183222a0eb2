/**
 * A modal on the native <dialog>, with a title and a close button: the browser traps focus and
 * closes it on Escape; on close, focus goes back to whatever opened it (the browser's own return
 * is not reliable everywhere, and the opener may have re-rendered). A dialog opened inside it
 * (the photo viewer) closes alone: React passes a child dialog's close event up its tree, so
 * only a dialog's own close counts. Toasts show inside the open dialog (toast-layer.ts).
 */
import { cva, type VariantProps } from "class-variance-authority";
import { useEffect, useId, useRef, type ComponentProps, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { enterModal, leaveModal } from "@/components/ui/toast-layer";

/** The dialog's box; `size` sets its widest: a record or a form (default), or a short question (sm). */
export const dialogVariants = cva(
  "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/60",
  {
    variants: { size: { default: "max-w-2xl", sm: "max-w-lg" } },
    defaultVariants: { size: "default" },
  },
);

interface DialogProps extends Omit<ComponentProps<"dialog">, "open" | "onClose" | "title" | "ref">, VariantProps<typeof dialogVariants> {
  open: boolean;
  /** Called however it closes: Escape, the close button, or the parent. */
  onClose: () => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** The close button's words, in the page's language. */
  closeLabel?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, closeLabel = "Close", size, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      enterModal(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) leaveModal(dialog);
    };
  }, []);

  function handleClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    leaveModal(event.currentTarget);
    onClose();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={ref}
      data-slot="dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      className={cx(dialogVariants({ size }), className)}
      {...props}
    >
      {open && (
        <div data-slot="dialog-content" className="p-5 sm:p-6">
          <div data-slot="dialog-header" className="flex items-start justify-between gap-4">
            <h2 id={titleId} data-slot="dialog-title" className="text-xl font-extrabold text-brand-900">
              {title}
            </h2>
            <Button data-slot="dialog-close" variant="ghost" size="sm" onClick={() => ref.current?.close()}>
              {closeLabel}
            </Button>
          </div>
          <div data-slot="dialog-body" className="mt-4">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
