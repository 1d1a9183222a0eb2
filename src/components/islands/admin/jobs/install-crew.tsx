/**
 * The crew holding a booked install: the job's days handed to another active crew, the days
 * unchanged and the customer not told. The server answers 409 when that crew is busy on one of
 * the days; the choice lists the active crews the crews route answers.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { AdminJobDetail } from "@/schemas/job";
import { adminCrews, adminJobInstallCrew } from "@/schemas/routes/crews";
import { refreshAdminData } from "../admin-api";
import { Problem } from "./job-parts";

export function InstallCrew({ job }: { job: AdminJobDetail }) {
  const id = useId();
  const crews = useQuery(apiQuery(apiUrl(adminCrews)));
  const [chosen, setChosen] = useState("");
  const move = useMutation({
    mutationFn: (crewId: string) => apiRequest("PUT", apiUrl(adminJobInstallCrew, { params: { id: job.id } }), { crewId }),
    onSuccess: () => (setChosen(""), refreshAdminData()),
  });
  const others = (crews.data?.crews ?? []).filter((crew) => !crew.retired && crew.number !== job.install.crew);
  if (others.length === 0) return null;
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="grid gap-1 text-sm font-semibold">
          Give these days to another crew
          <Select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a crew</option>
            {others.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="outline" size="field" disabled={!chosen || move.isPending} onClick={() => (move.reset(), move.mutate(chosen))}>
          Change the crew
        </Button>
      </div>
      <p className="text-sm text-slate-700">The days stay the same, so the customer is not told.</p>
      <Problem error={move.error} fallback="The crew did not change. Try again." />
    </div>
  );
}
