/**
 * A modal on the native <dialog>: the browser traps focus and closes it on Escape; on
 * close, focus goes back to whatever opened it (the browser's own return is not reliable
 * everywhere, and the opener may have re-rendered).
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

interface AdminDialogProps {
  open: boolean;
  /** Called however it closes: Escape, the Close button, or the parent. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

export function AdminDialog({ open, onClose, title, children, className }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
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
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/60",
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
              {title}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => ref.current?.close()}>
              Close
            </Button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
