/**
 * The job page's reads and changes: the job, the office's PATCH (a stage, the order, the
 * re-measure's values, the install's length, early scheduling, a note), the install's start
 * days offered, booking/moving/unbooking them, "On my way", and the photos. After any change
 * every admin read is refreshed (the board, the calendar, the navigation's counts). Each
 * control keeps its own mutation, so its refusal shows beside it.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import type { AdminJobDetail, JobPatch } from "@/schemas/job";
import { adminJob, adminJobInstall, adminJobInstallDates, adminJobOnMyWay, adminJobPhoto, adminJobPhotos } from "@/schemas/routes/jobs";
import { adminJobOpening } from "@/schemas/routes/admin";
import { refreshAdminData } from "../admin-api";
import { problemText } from "./job-view";

/** The job id the page's address names (?id=), or null. */
export function jobIdFrom(search: string): string | null {
  return new URLSearchParams(search).get("id") || null;
}

/** GET URL of the job page's record. */
export function jobUrl(id: string) {
  return apiUrl(adminJob, { params: { id } });
}

/** The job. */
export function useJob(id: string) {
  return useQuery({ ...apiQuery(jobUrl(id)), staleTime: 0 });
}

/** Puts the answered job in the cache at once, then refreshes every admin read. */
function settle(job?: AdminJobDetail) {
  if (job) queryClient().setQueryData([jobUrl(job.id)], job);
  return refreshAdminData();
}

/** One PATCH control of the job (each form or button group its own, so its refusal shows beside it). */
export function useJobChange(id: string) {
  return useMutation({ mutationFn: (patch: JobPatch) => apiRequest("PATCH", jobUrl(id), patch), onSuccess: settle });
}

/** The start days the office may choose, read while `enabled`. */
export function useInstallDates(id: string, enabled: boolean) {
  return useQuery({ ...apiQuery(apiUrl(adminJobInstallDates, { params: { id } })), enabled, staleTime: 0 });
}

/** Booking (or moving) the install from a start day, and unbooking it; `notify` false tells nobody; `confirmPermit` books though the permit is not issued. */
export function useInstallBooking(id: string) {
  const url = apiUrl(adminJobInstall, { params: { id } });
  const book = useMutation({
    mutationFn: (booking: { startDate: string; notify: boolean; confirmPermit?: boolean }) => apiRequest("POST", url, booking),
    onSuccess: () => settle(),
  });
  const unbook = useMutation({
    mutationFn: (notify: boolean) =>
      apiRequest("DELETE", apiUrl(adminJobInstall, { params: { id }, query: notify ? {} : { notify: "0" } })),
    onSuccess: () => settle(),
  });
  return { book, unbook };
}

/** "Your install crew is on the way", arriving in `etaMinutes`. */
export function useOnMyWay(id: string) {
  return useMutation({
    mutationFn: (etaMinutes: 15 | 30 | 45) => apiRequest("POST", apiUrl(adminJobOnMyWay, { params: { id } }), { etaMinutes }),
    onSuccess: () => settle(),
  });
}

/** Attaching an upload to the job and removing a photo: each answers an error message, or null when done (the photo picker's contract). */
export function useJobPhotos(id: string) {
  const run = async (request: () => Promise<AdminJobDetail>) => {
    try {
      await settle(await request());
      return null;
    } catch (error) {
      return error instanceof ApiError ? problemText(error) : "Not saved. Try again.";
    }
  };
  return {
    attach: (photoId: string) => run(() => apiRequest("POST", apiUrl(adminJobPhotos, { params: { id } }), { photoIds: [photoId] })),
    detach: (photoId: string) => run(() => apiRequest("DELETE", apiUrl(adminJobPhoto, { params: { id, photoId } }))),
  };
}

/** Recording an opening's final size at the re-measure: the answered job page (with the re-measure's draft change order) replaces the cached one. */
export function useFinalSize(id: string) {
  return useMutation({
    mutationFn: ({ openingId, width, height }: { openingId: string; width: string; height: string }) =>
      apiRequest("PATCH", apiUrl(adminJobOpening, { params: { id, openingId } }), { width, height }),
    onSuccess: settle,
  });
}
