/**
 * The customer's page's state and requests: the link's token (from the address), the page's data
 * (the route table's `myPage`), and opening one of their visits or quotes, which asks the API for a
 * fresh manage, quote or invoice link and goes there.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiQuery, apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import type { Locale } from "@/i18n/locales";
import { myInvoiceLink, myPage, myQuoteLink, myVisitLink } from "@/schemas/routes/my";
import { retryUnlessNotFound, useLinkToken } from "../token-page";
import { linkState } from "./my-page-view";

/** What to open: one of their visits (to move or cancel it), quotes (to read, sign, or choose install days) or invoices (to read and pay). */
export interface Opening {
  kind: "visit" | "quote" | "invoice";
  id: string;
}

export function useMyPage(locale: Locale) {
  const token = useLinkToken("my");
  const page = useQuery({
    ...apiQuery(apiUrl(myPage, { params: { token: token ?? "" }, query: inLocale(locale) })),
    enabled: Boolean(token),
    retry: retryUnlessNotFound,
    // The page is private and changes as the office works: never kept from one visit to the next.
    staleTime: 0,
  });
  const open = useMutation({
    mutationFn: ({ kind, id }: Opening) => {
      const parts = { params: { token: token!, id }, query: inLocale(locale) };
      if (kind === "visit") return apiRequest("POST", apiUrl(myVisitLink, parts));
      if (kind === "invoice") return apiRequest("POST", apiUrl(myInvoiceLink, parts));
      return apiRequest("POST", apiUrl(myQuoteLink, parts));
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return {
    token,
    state: linkState(token, { error: page.error, hasData: page.data !== undefined }),
    data: page.data,
    open: (opening: Opening) => open.mutate(opening),
    /** The item being opened, while its link is asked for (and until the browser leaves). */
    opening: open.isPending || open.isSuccess ? (open.variables ?? null) : null,
    /** The item whose link could not be had. */
    openFailed: open.isError ? (open.variables ?? null) : null,
  };
}
