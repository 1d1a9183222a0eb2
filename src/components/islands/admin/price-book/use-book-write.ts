/**
 * One write to the price book or its suppliers from a form: sends it, refreshes both, says so in a toast, and
 * keeps the server's field errors (by field name) for the form to show beside its boxes.
 */
import { useMutation } from "@tanstack/react-query";
import { apiUrl, queryClient } from "@/browser/api-client";
import { errorMessage, fieldErrorsOf } from "@/browser/error-message";
import { toast } from "@/components/ui/use-toast";
import { adminPriceBook } from "@/schemas/routes/admin";
import { adminSuppliers } from "@/schemas/routes/purchase-orders";

/** The book's URL: the screen's one read, refreshed after every write. */
export const BOOK_URL = apiUrl(adminPriceBook);

/** The suppliers' URL: the screen's other read, refreshed with the book. */
export const SUPPLIERS_URL = apiUrl(adminSuppliers);

/** A write (`send`) that, once done, refreshes the book and the suppliers and toasts `saved`. */
export function useBookWrite<Body>(send: (body: Body) => Promise<unknown>, saved: string, onSaved?: () => void) {
  const write = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: saved });
      onSaved?.();
      await Promise.all([BOOK_URL, SUPPLIERS_URL].map((url) => queryClient().invalidateQueries({ queryKey: [url] })));
    },
  });
  return {
    mutate: write.mutate,
    pending: write.isPending,
    /** The server's reason, for the form's alert; null until a write fails. */
    failure: write.isError ? errorMessage(write.error, "We couldn't save the price book. Please try again.") : null,
    fieldErrors: write.isError ? fieldErrorsOf(write.error) : {},
    reset: write.reset,
  };
}
