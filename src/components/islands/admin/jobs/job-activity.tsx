/**
 * The job page's "Who did what", for the owner: each admin change of the job with the person who
 * made it, newest first, a page at a time. Someone the server does not let read the records sees
 * nothing of it.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { jobActivityPath } from "@/config/admin-navigation";
import type { AdminJobDetail } from "@/schemas/job";
import { adminActivity } from "@/schemas/routes/activity";
import { activityRow } from "./activity-view";
import { JobSection } from "./job-parts";

/** Records a page shows. */
const PAGE_SIZE = 20;

/** One page of the job's records, and "Show older" on the last page shown while more remain. */
function ActivityPage({ jobId, after, last, onMore }: { jobId: string; after?: string; last: boolean; onMore: (cursor: string) => void }) {
  const page = useQuery({
    ...apiQuery(apiUrl(adminActivity, { query: { jobId, pageSize: PAGE_SIZE, ...(after && { after }) } })),
    staleTime: 0,
  });
  if (!page.data) return null;
  return (
    <>
      {page.data.items.map(activityRow).map((row) => (
        <li key={row.key} className="border-l-4 border-slate-200 pl-3 text-sm">
          <p className="font-semibold text-slate-900">{row.what}</p>
          <p className="text-slate-700">
            {row.when} · {row.who}
          </p>
          {row.note && <p className="whitespace-pre-wrap text-slate-900">{row.note}</p>}
        </li>
      ))}
      {last && page.data.nextCursor && (
        <li>
          <Button type="button" variant="outline" onClick={() => onMore(page.data.nextCursor!)}>
            Show older
          </Button>
        </li>
      )}
    </>
  );
}

export default function ActivitySection({ job }: { job: AdminJobDetail }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const first = useQuery({
    ...apiQuery(apiUrl(adminActivity, { query: { jobId: job.id, pageSize: PAGE_SIZE } })),
    staleTime: 0,
    retry: false,
  });
  // Only the owner reads the records: anyone else's answer is a refusal, and the section stays away.
  if (first.isError || (first.isSuccess && first.data.items.length === 0)) return null;
  return (
    <JobSection title="Who did what">
      <ol className="grid gap-3" aria-label="Changes by the team, newest first">
        {cursors.map((after, index) => (
          <ActivityPage
            key={after ?? "first"}
            jobId={job.id}
            after={after}
            last={index === cursors.length - 1}
            onMore={(cursor) => setCursors((shown) => [...shown, cursor])}
          />
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <a className="font-semibold text-brand-700 underline" href={jobActivityPath(job.id)}>
          Open this job's changes on the activity page
        </a>
      </p>
    </JobSection>
  );
}
