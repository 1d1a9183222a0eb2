/**
 * The quote editor's state: the draft as typed (quote-draft.ts holds its rules: the request, the
 * totals' preview), the product lines to pick from, and saving, which opens the saved quote.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiRequest, apiUrl } from "@/browser/api-client";
import { textLanguage } from "@/core/text-language";
import type { AdminQuoteDetail, QuoteSubject } from "@/schemas/quote";
import { adminQuote, adminQuotes } from "@/schemas/routes/admin";
import {
  draftOf,
  draftTexts,
  firstOption,
  optionName,
  quoteBody,
  quotePreview,
  type CatalogLine,
  type DraftOption,
  type QuoteDraft,
} from "./quote-draft";

/** Who a new quote is for. */
export type Owner = { appointmentId: string } | { leadId: string };

/** The editor's draft, what changes it, and saving it. */
export function useQuoteEditor({ detail, owner, subject }: { detail?: AdminQuoteDetail; owner: Owner; subject: QuoteSubject }) {
  const catalog = useQuery<CatalogLine[]>({ queryKey: ["/admin/quote-catalog.json"], staleTime: Infinity });
  const [draft, setDraft] = useState(() => draftOf(detail, subject));
  const change = (patch: Partial<QuoteDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const setOptions = (next: (options: DraftOption[]) => DraftOption[]) => setDraft((all) => ({ ...all, options: next(all.options) }));
  const body = quoteBody(draft, detail ? undefined : owner);
  const save = useMutation({
    mutationFn: () =>
      detail ? apiRequest("PUT", apiUrl(adminQuote, { params: { id: detail.id } }), body) : apiRequest("POST", apiUrl(adminQuotes), body),
    onSuccess: (saved) => window.location.assign(`/admin/quotes?id=${saved.id}`),
  });

  return {
    draft,
    change,
    catalog: catalog.data ?? [],
    preview: quotePreview(draft),
    /** The language the text typed so far reads as, for the warning beside the customer's. */
    textLanguage: textLanguage(draftTexts(draft.options, draft.note, draft.completion)),
    updateOption: (index: number, patch: Partial<DraftOption>) =>
      setOptions((options) => options.map((option, at) => (at === index ? { ...option, ...patch } : option))),
    removeOption: (index: number) => setOptions((options) => options.filter((_, other) => other !== index)),
    addOption: () =>
      setOptions((options) => [...options, { ...firstOption(subject.locale), name: optionName(options.length, subject.locale) }]),
    save: {
      run: () => save.mutate(),
      pending: save.isPending,
      failed: Boolean(save.error),
      /** The server's message, or ours when no answer came. */
      message: save.error instanceof ApiError ? save.error.body.error : "Not saved. Try again.",
      fieldErrors: save.error instanceof ApiError ? (save.error.body.fieldErrors ?? {}) : {},
    },
    /** Saving a sent quote makes a new revision. */
    revision: detail?.storedStatus === "sent",
  };
}
