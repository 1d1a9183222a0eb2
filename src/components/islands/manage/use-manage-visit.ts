/**
 * The manage page's state: the link's token, the visit, its photos and their section's code
 * (asked at once, beside the visit, so the card draws whole), the cancel request, and whether the
 * visit is being moved, cancelled or was just moved. manage-card.ts says which card shows.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl, inLocale, queryClient } from "@/browser/api-client";
import type { Locale } from "@/i18n/locales";
import { manageVisit, reschedule, visitPhotos } from "@/schemas/routes/manage";
import { retryUnlessNotFound, useLinkToken } from "../token-page";
import { cancelRefusal, manageCard } from "./manage-card";

/** What the open card shows under the visit: its two buttons, the move calendar or the cancel question. */
export type Mode = "overview" | "move" | "cancel";

/** The manage page's state and what its buttons do. */
export function useManageVisit(locale: Locale) {
  const token = useLinkToken("cancel");
  // The answers' date label and messages in the page's language; English needs no parameter.
  const url = apiUrl(manageVisit, { params: { token: token ?? "" }, query: inLocale(locale) });
  const [mode, setMode] = useState<Mode>("overview");
  const [moved, setMoved] = useState(false);
  const lookup = useQuery({ ...apiQuery(url), enabled: Boolean(token), retry: retryUnlessNotFound });
  const photos = useQuery({ ...apiQuery(apiUrl(visitPhotos, { params: { token: token ?? "" } })), enabled: Boolean(token) });
  const photosSection = useQuery({
    queryKey: ["manage-photos-section"],
    queryFn: () => import("./manage-photos"),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: 1,
  });
  const cancel = useMutation({
    mutationFn: () => apiRequest("POST", url),
    onSuccess: (data) => queryClient().setQueryData([url], data),
    // 409: it started (or was closed) since the page loaded; reload it to say so.
    onError: (error) => error instanceof ApiError && error.status === 409 && queryClient().invalidateQueries({ queryKey: [url] }),
  });
  const card = manageCard({
    token,
    visit: lookup.data,
    refusedWith: lookup.error instanceof ApiError ? lookup.error.status : undefined,
    failed: lookup.isError,
    photosPending: (!photos.data && !photos.isError) || (!photosSection.data && !photosSection.isError),
  });

  return {
    card,
    token,
    visit: lookup.data,
    mode,
    setMode,
    moved,
    rescheduleUrl: token ? apiUrl(reschedule, { params: { token } }) : undefined,
    /** The photos section, once its code is in. */
    ManagePhotos: photosSection.data?.ManagePhotos,
    onMoved: () => {
      setMoved(true);
      setMode("overview");
      void queryClient().invalidateQueries({ queryKey: [url] });
    },
    cancel: {
      run: () => cancel.mutate(),
      pending: cancel.isPending,
      failed: cancel.isError,
      /** The server's own words for a refused cancel, when it has some to show. */
      refusal: cancelRefusal(cancel.error instanceof ApiError ? cancel.error : undefined),
    },
  };
}
