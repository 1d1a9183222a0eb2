/**
 * The quote editor's state: the draft as typed (quote-draft.ts holds its rules: the request, the
 * totals' preview; openings-draft.ts the options from the measure sheet), the price book's lines
 * to pick from, the server's preview of options priced from the openings, and saving, which opens
 * the saved quote.
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import { cityRate, type CityTaxRate } from "@/core/tax-class";
import { textLanguage } from "@/core/text-language";
import type { AdminQuoteDetail, QuoteBookView, QuoteSubject } from "@/schemas/quote";
import { adminQuote, adminQuoteBook, adminQuotePreview, adminQuotes } from "@/schemas/routes/admin";
import { adminTaxRates } from "@/schemas/routes/tax-rates";
import { picksChosen, startingPicks, type DraftOpeningsOption } from "./openings-draft";
import { draftOf, firstOption, optionName, quoteBody, quotePreview, quoteTexts, type DraftOption, type QuoteDraft } from "./quote-draft";

/** Who a new quote is for. */
export type Owner = { appointmentId: string } | { leadId: string };

const NO_BOOK: QuoteBookView = { lines: [], options: [], openings: [] };
const NO_RATES: CityTaxRate[] = [];

/** The server's message and field errors of a failed call, or ours when no answer came. */
function failure(error: unknown, fallback: string) {
  return {
    message: error instanceof ApiError ? (error.body.error ?? fallback) : fallback,
    fieldErrors: error instanceof ApiError ? (error.body.fieldErrors ?? {}) : {},
  };
}

/** The editor's draft, what changes it, and saving it. */
export function useQuoteEditor({ detail, owner, subject }: { detail?: AdminQuoteDetail; owner: Owner; subject: QuoteSubject }) {
  const visit = "appointmentId" in owner ? { appointmentId: owner.appointmentId } : {};
  const bookQuery = useQuery(apiQuery(apiUrl(adminQuoteBook, { query: visit })));
  const book = bookQuery.data ?? NO_BOOK;
  // The owner's TPT rates: a modification's typed totals are previewed at its city's rate.
  const rates = useQuery(apiQuery(apiUrl(adminTaxRates))).data?.rates ?? NO_RATES;
  const [draft, setDraft] = useState(() => draftOf(detail, subject));
  const change = (patch: Partial<QuoteDraft>) => setDraft((all) => ({ ...all, ...patch }));
  const setOptions = (next: (options: DraftOption[]) => DraftOption[]) => setDraft((all) => ({ ...all, options: next(all.options) }));
  const setFromOpenings = (next: (options: DraftOpeningsOption[]) => DraftOpeningsOption[]) =>
    setDraft((all) => ({ ...all, fromOpenings: next(all.fromOpenings) }));
  const lead = "leadId" in owner;
  const body = quoteBody(draft, detail ? undefined : owner, { lead });
  const fromOpenings = draft.mode === "openings";
  // The server prices options from the openings; the preview asks it with the draft as it stands.
  const previewBody = quoteBody(draft, owner, { lead });
  const serverPreview = useQuery({
    queryKey: ["quote-preview", previewBody],
    queryFn: () => apiRequest("POST", apiUrl(adminQuotePreview), previewBody),
    enabled: fromOpenings && picksChosen(draft.fromOpenings),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const save = useMutation({
    mutationFn: () =>
      detail ? apiRequest("PUT", apiUrl(adminQuote, { params: { id: detail.id } }), body) : apiRequest("POST", apiUrl(adminQuotes), body),
    onSuccess: (saved) => window.location.assign(`/admin/quotes?id=${saved.id}`),
  });
  const previewed = serverPreview.data;

  return {
    draft,
    change,
    book,
    /** Whether the visit has openings to price a quote from. */
    canPriceOpenings: book.openings.length > 0,
    preview: quotePreview(draft, rates),
    /** The rate a modification takes for the draft's city; undefined when the owner's table has none (or for a replacement). */
    taxRate: draft.taxClass === "modification" ? cityRate(rates, draft.taxCity) : undefined,
    /** Each option from the openings as the server priced it, while its answer is for this draft's options. */
    openingsPreview: (index: number) => {
      const option = previewed?.options[index];
      return option && previewed.pricedOpenings
        ? { option, records: previewed.pricedOpenings.filter((record) => record.optionId === option.id) }
        : null;
    },
    /** Why the server cannot price the openings as picked. */
    previewProblem: fromOpenings && serverPreview.error ? failure(serverPreview.error, "The openings could not be priced.") : null,
    /** The language the text typed so far reads as, for the warning beside the customer's. */
    textLanguage: textLanguage(quoteTexts(draft)),
    /** Switches between typed lines and the options from the openings; the first switch starts one option per typed option, each kind's first line picked. */
    setMode: (mode: QuoteDraft["mode"]) =>
      setDraft((all) => ({
        ...all,
        mode,
        fromOpenings: all.fromOpenings.length
          ? all.fromOpenings
          : all.options.map((option) => ({ name: option.name, picks: startingPicks(book), overrides: {}, discount: "" })),
      })),
    updateOption: (index: number, patch: Partial<DraftOption>) =>
      setOptions((options) => options.map((option, at) => (at === index ? { ...option, ...patch } : option))),
    removeOption: (index: number) => setOptions((options) => options.filter((_, other) => other !== index)),
    addOption: () =>
      setOptions((options) => [...options, { ...firstOption(subject.locale), name: optionName(options.length, subject.locale) }]),
    updateOpeningsOption: (index: number, patch: Partial<DraftOpeningsOption>) =>
      setFromOpenings((options) => options.map((option, at) => (at === index ? { ...option, ...patch } : option))),
    removeOpeningsOption: (index: number) => setFromOpenings((options) => options.filter((_, other) => other !== index)),
    addOpeningsOption: () =>
      setFromOpenings((options) => [
        ...options,
        { name: optionName(options.length, subject.locale), picks: startingPicks(book), overrides: {}, discount: "" },
      ]),
    save: {
      run: () => save.mutate(),
      pending: save.isPending,
      failed: Boolean(save.error),
      ...failure(save.error, "Not saved. Try again."),
    },
    /** Saving a sent quote makes a new revision. */
    revision: detail?.storedStatus === "sent",
  };
}
