/**
 * The jobs board's state and reads: the stage the phone shows (from the address, kept in it as
 * it changes), and each column's cards in keyset pages ("More" reads the next page). Every page
 * answers each stage's count, so the heads and the phone's filter read the latest one.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiUrl } from "@/browser/api-client";
import type { JobStage } from "@/core/job-stages";
import type { JobFlag } from "@/schemas/job";
import { adminJobs } from "@/schemas/routes/jobs";
import { BOARD_PAGE_SIZE, flagFrom, stageFrom } from "./job-board";

/** What one column lists: a stage's jobs, or the jobs waiting too long for one reason. */
export type ColumnFilter = { stage: JobStage } | { flag: JobFlag };

/** GET URL of a column's page after `after` (its first page without). */
export function columnUrl(filter: ColumnFilter, after?: string) {
  return apiUrl(adminJobs, { query: { ...filter, pageSize: BOARD_PAGE_SIZE, after } });
}

/** One column's cards, page after page. */
export function useJobColumn(filter: ColumnFilter) {
  const first = columnUrl(filter);
  const column = useInfiniteQuery({
    // The first page's URL leads the key, so a change anywhere in the admin refreshes it.
    queryKey: [first, "pages"],
    queryFn: ({ pageParam, signal }) => apiGet(columnUrl(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = column.data?.pages ?? [];
  return {
    jobs: pages.flatMap((page) => page.items),
    counts: pages.at(-1)?.counts,
    loading: column.isPending,
    failed: column.isError,
    hasMore: column.hasNextPage,
    loadingMore: column.isFetchingNextPage,
    more: () => void column.fetchNextPage(),
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
