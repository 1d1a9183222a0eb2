/**
 * /admin/activity: who did what in the admin, newest first, for the owner: every change the
 * activity record keeps, or one person's (the team's list), or one job's (opened from the job page
 * with ?jobId=), a page at a time with "Load more". Each line says when (Phoenix time), who, what
 * in words, and links the job. Only owners reach it (the server refuses everyone else; the admin
 * frame lists it only for them).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { QueryProvider } from "@/components/islands/query-provider";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { ACTIVITY_PAGE, adminJobPath } from "@/config/admin-navigation";
import type { ActivityEntry } from "@/schemas/activity";
import { adminActivity } from "@/schemas/routes/activity";
import { adminTeam } from "@/schemas/routes/team";
import { activityRow } from "../jobs/activity-view";

/** Records a page shows. */
const PAGE_SIZE = 50;

/** Whose and which job's records to list: empty is everyone's, every job's. */
interface Filter {
  personId: string;
  jobId: string;
}

function pageUrl({ personId, jobId }: Filter, after?: string) {
  return apiUrl(adminActivity, {
    query: { pageSize: PAGE_SIZE, ...(personId && { personId }), ...(jobId && { jobId }), ...(after && { after }) },
  });
}

/** One record: what, then when and who, the note it kept, and its job. */
function ActivityLine({ entry }: { entry: ActivityEntry }) {
  const row = activityRow(entry);
  return (
    <li className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="font-semibold text-slate-900">{row.what}</p>
      <p className="text-slate-700">
        <time dateTime={entry.at}>{row.when}</time> · {row.who}
      </p>
      {row.note && <p className="whitespace-pre-wrap text-slate-900">{row.note}</p>}
      {entry.jobId && (
        <p>
          <a className="font-semibold text-brand-700 underline" href={adminJobPath(entry.jobId)}>
            Open the job
          </a>
        </p>
      )}
    </li>
  );
}

/** One page after the first, and "Load more" while it is the last shown and more remain. */
function LaterPage({ filter, after, last, onMore }: { filter: Filter; after: string; last: boolean; onMore: (cursor: string) => void }) {
  const page = useQuery({ ...apiQuery(pageUrl(filter, after)), staleTime: 0 });
  if (page.isError)
    return (
      <li role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        We couldn't load older changes. Refresh the page to try again.
      </li>
    );
  if (!page.data) return null;
  return <Records entries={page.data.items} nextCursor={last ? page.data.nextCursor : null} onMore={onMore} />;
}

function Records({
  entries,
  nextCursor,
  onMore,
}: {
  entries: ActivityEntry[];
  nextCursor: string | null;
  onMore: (cursor: string) => void;
}) {
  return (
    <>
      {entries.map((entry) => (
        <ActivityLine key={entry.id} entry={entry} />
      ))}
      {nextCursor && (
        <li>
          <Button type="button" variant="outline" onClick={() => onMore(nextCursor)}>
            Load more
          </Button>
        </li>
      )}
    </>
  );
}

/** The filter's records: the first page, then each page "Load more" asked for. */
function RecordList({ filter }: { filter: Filter }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const first = useQuery({ ...apiQuery(pageUrl(filter)), staleTime: 0 });
  const more = (cursor: string) => setCursors((shown) => [...shown, cursor]);
  return (
    <QueryState
      query={first}
      loading="Loading who did what..."
      error="We couldn't load who did what. Refresh the page to try again."
      empty={<p className="text-slate-700">Nothing recorded here yet.</p>}
      isEmpty={(page) => page.items.length === 0}
    >
      {(page) => (
        <ol aria-label="Changes by the team, newest first" className="grid gap-3">
          <Records entries={page.items} nextCursor={cursors.length === 0 ? page.nextCursor : null} onMore={more} />
          {cursors.map((after, index) => (
            <LaterPage key={after} filter={filter} after={after} last={index === cursors.length - 1} onMore={more} />
          ))}
        </ol>
      )}
    </QueryState>
  );
}

/** The person filter: everyone, or one person of the team (the ADMIN_EMAILS owners have no team row to filter by). */
function PersonFilter({ personId, onPerson }: { personId: string; onPerson: (personId: string) => void }) {
  const team = useQuery(apiQuery(apiUrl(adminTeam)));
  const people = (team.data?.members ?? []).filter((member) => member.id !== null);
  return (
    <Field
      className="max-w-sm"
      label="Person"
      optional
      hint="The team's people; changes by the owners named in the site's settings show under Everyone."
    >
      <Select value={personId} onChange={(event) => onPerson(event.target.value)}>
        <option value="">Everyone</option>
        {people.map((member) => (
          <option key={member.id} value={member.id!}>
            {member.name ?? member.email}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function Screen() {
  const jobId = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search).get("jobId") ?? "";
  const [personId, setPersonId] = useState("");
  const filter = { personId, jobId };
  return (
    <div className="grid gap-6">
      <PersonFilter personId={personId} onPerson={setPersonId} />
      {jobId && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
          <span>Showing one job's changes.</span>
          <a className="font-semibold text-brand-700 underline" href={adminJobPath(jobId)}>
            Open the job
          </a>
          <a className="font-semibold text-brand-700 underline" href={ACTIVITY_PAGE}>
            Show every job
          </a>
        </p>
      )}
      <RecordList key={`${personId}|${jobId}`} filter={filter} />
    </div>
  );
}

/** The /admin/activity island. */
export function ActivityScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Screen />}
      </RouteGuard>
    </QueryProvider>
  );
}
