/**
 * The link form's state and request: the email typed, its message, and the request for the link
 * (the route table's `myLink`). The answer is the same whether or not the email is known, and the
 * form says it in its own words (my-link-view.ts).
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest, apiUrl } from "@/browser/api-client";
import type { Locale } from "@/i18n/locales";
import { myLink } from "@/schemas/routes/my";
import { emailProblem, linkFormOutcome } from "./my-link-view";

export function useMyLink(locale: Locale) {
  const [email, setEmail] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (address: string) => apiRequest("POST", apiUrl(myLink), { email: address, locale }) });
  const outcome = linkFormOutcome(send.data, send.error);
  return {
    email,
    setEmail: (value: string) => {
      setEmail(value);
      setMissing(null);
    },
    /** The email field's message: empty, or the server's for a 400. */
    emailError: missing ?? (outcome?.kind === "field" ? outcome.message : null),
    outcome,
    sending: send.isPending,
    /** Sends, or says what is missing; false when nothing was sent. */
    submit: (): boolean => {
      const problem = emailProblem(email, locale);
      setMissing(problem);
      if (problem) return false;
      send.mutate(email.trim());
      return true;
    },
  };
}
