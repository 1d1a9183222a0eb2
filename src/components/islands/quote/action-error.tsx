/**
 * What went wrong with an action on a customer's link (signing, paying, cancelling, booking),
 * besides a field's own message: nothing for a 400 with field errors (each field says its own),
 * the server's message for any other answer that gives one, and `failed` with the office's number
 * when there was no answer to read (no connection, a server error). It is the answer the page
 * brings into view (../use-answer-in-view.ts).
 */
import type { ReactNode } from "react";
import { ApiError } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { useAnswerInView } from "../use-answer-in-view";

interface ActionErrorProps {
  error: Error | null;
  /** "Your signature did not go through. Please try again, or call us at ", the number follows. */
  failed: string;
  /** The office's number as a link. */
  callUs: ReactNode;
  className?: string;
}

export function ActionError({ error, failed, callUs, className = "rounded-lg bg-red-50 p-3 text-red-800" }: ActionErrorProps) {
  // Each failure (a new error) is brought to the customer, wherever the button that asked sits.
  const ref = useAnswerInView<HTMLParagraphElement>(error);
  if (!error || (error instanceof ApiError && error.body.fieldErrors && error.status === 400)) return null;
  const said = errorMessage(error, "");
  return (
    <p ref={ref} role="alert" data-answer tabIndex={-1} className={`${className} focus:outline-none`}>
      {said || (
        <>
          {failed}
          {callUs}.
        </>
      )}
    </p>
  );
}
