/**
 * What went wrong with an action on the quote page (signing, paying, cancelling), besides a
 * field's own message: nothing for a 400 with field errors (each field says its own), the server's
 * message for any other answer that gives one, and `failed` with the office's number when there was
 * no answer to read (no connection, a server error).
 */
import type { ReactNode } from "react";
import { ApiError } from "@/browser/api-client";

interface ActionErrorProps {
  error: Error | null;
  /** "Your signature did not go through. Please try again, or call us at ", the number follows. */
  failed: string;
  /** The office's number as a link. */
  callUs: ReactNode;
  className?: string;
}

export function ActionError({ error, failed, callUs, className = "rounded-lg bg-red-50 p-3 text-red-800" }: ActionErrorProps) {
  if (!error || (error instanceof ApiError && error.body.fieldErrors)) return null;
  return (
    <p role="alert" className={className}>
      {error instanceof ApiError && error.body.error ? error.body.error : <>{failed}{callUs}.</>}
    </p>
  );
}
