/**
 * The jobs board's state and reads: the stage the phone shows (from the address, kept in it as
 * it changes), and each column's cards in keyset pages ("More" reads the next page). Every page
 * answers each stage's count, so the heads and the phone's filter read the latest one.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiUrl, queryClient } from "@/browser/api-client";
import type { JobStage } from "@/core/job-stages";
import type { AdminJobPage, JobFlag } from "@/schemas/job";
import { adminJobs } from "@/schemas/routes/jobs";
import { BOARD_PAGE_SIZE, flagFrom, stageFrom } from "./job-board";

/** What one column lists: a stage's jobs, or the jobs waiting too long for one reason. */
export type ColumnFilter = { stage: JobStage } | { flag: JobFlag };

/** GET URL of a column's page after `after` (its first page without). */
export function columnUrl(filter: ColumnFilter, after?: string) {
  return apiUrl(adminJobs, { query: { ...filter, pageSize: BOARD_PAGE_SIZE, after } });
}

/**
 * One column's cards, page after page: one query holds the pages read so far, and "More" asks
 * for one page more, reading only that page when the pages before are still fresh. (A plain
 * query rather than TanStack's infinite query, whose observer every admin page would carry.)
 */
export function useJobColumn(filter: ColumnFilter) {
  const first = columnUrl(filter);
  const [count, setCount] = useState(1);
  const key = (pages: number) => [first, "pages", pages] as const;
  const column = useQuery({
    // The first page's URL leads the key, so a change anywhere in the admin refreshes it.
    queryKey: key(count),
    queryFn: async ({ signal }) => {
      const client = queryClient();
      const fresh = count > 1 && client.getQueryState(key(count - 1))?.isInvalidated === false;
      const pages: AdminJobPage[] = fresh ? [...(client.getQueryData<AdminJobPage[]>(key(count - 1)) ?? [])] : [];
      while (pages.length < count && (pages.length === 0 || pages.at(-1)!.nextCursor))
        pages.push(await apiGet(columnUrl(filter, pages.at(-1)?.nextCursor ?? undefined), signal));
      return pages;
    },
    placeholderData: keepPreviousData,
  });
  const pages = column.data ?? [];
  return {
    jobs: pages.flatMap((page) => page.items),
    counts: pages.at(-1)?.counts,
    loading: column.isPending,
    failed: column.isError,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    loadingMore: column.isPlaceholderData,
    more: () => setCount(pages.length + 1),
  };
}

/** The board's own state: the stage the phone shows, and the flag a link may ask for. */
export function useBoardState() {
  const search = typeof window === "undefined" ? "" : window.location.search;
  const [stage, setStage] = useState<JobStage>(() => stageFrom(search));
  const [flag] = useState<JobFlag | null>(() => flagFrom(search));
  const choose = (next: JobStage) => {
    setStage(next);
    const url = new URL(window.location.href);
    url.searchParams.set("stage", next);
    window.history.replaceState(null, "", url);
  };
  return { stage, choose, flag };
}
