/**
 * /admin/crews: the install crews as named teams of installers. Each crew is a form (its name, its
 * members ticked from the team's installers), saved, retired or brought back; a new crew is added
 * below them. A retired crew takes no new install day, and the days it holds stay until moved.
 * The server decides; the screen shows what it answered, its field errors beside the boxes.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { errorMessage, fieldErrorsOf } from "@/browser/error-message";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/use-toast";
import type { CrewMemberView, CrewView } from "@/schemas/crews";
import { adminCrew, adminCrews } from "@/schemas/routes/crews";

const CREWS_URL = apiUrl(adminCrews);

/** A write that refreshes the crews and says `saved` once done. */
function useCrewWrite<Body>(send: (body: Body) => Promise<unknown>, saved: (body: Body) => string, onSaved?: () => void) {
  const write = useMutation({
    mutationFn: send,
    onSuccess: async (_answer, body) => {
      toast({ title: saved(body) });
      onSaved?.();
      await queryClient().invalidateQueries({ queryKey: [CREWS_URL] });
    },
  });
  return {
    mutate: write.mutate,
    pending: write.isPending,
    failure: write.isError ? errorMessage(write.error, "We couldn't save the crew. Please try again.") : null,
    fieldErrors: write.isError ? fieldErrorsOf(write.error) : {},
  };
}

interface CrewDraft {
  name: string;
  memberIds: string[];
}

/** One crew's form, or a new crew's: the name, the members ticked, Save; Retire or Bring back for a saved one. */
export function CrewForm({ crew, installers }: { crew?: CrewView; installers: readonly CrewMemberView[] }) {
  const blank = (): CrewDraft => ({ name: crew?.name ?? "", memberIds: crew?.members.map((member) => member.id) ?? [] });
  const [draft, setDraft] = useState(blank);
  const save = useCrewWrite(
    (body: CrewDraft) =>
      crew ? apiRequest("PATCH", apiUrl(adminCrew, { params: { id: crew.id } }), body) : apiRequest("POST", CREWS_URL, body),
    (body) => (crew ? `${body.name} saved` : `${body.name} added`),
    () => !crew && setDraft(blank()),
  );
  const retire = useCrewWrite(
    (retired: boolean) => apiRequest("PATCH", apiUrl(adminCrew, { params: { id: crew!.id } }), { retired }),
    (retired) => (retired ? `${crew!.name} retired` : `${crew!.name} is back`),
  );
  // A member no longer among the installers (another role now) stays listed while ticked, so saving keeps the choice visible.
  const people = [...installers, ...(crew?.members ?? []).filter((member) => !installers.some((person) => person.id === member.id))];
  const toggle = (id: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      memberIds: on ? [...current.memberIds, id] : current.memberIds.filter((member) => member !== id),
    }));
  const label = crew ? crew.name : "New crew";

  return (
    <form
      noValidate
      aria-label={crew ? `Edit ${crew.name}` : "New crew"}
      onSubmit={(event) => (event.preventDefault(), save.mutate(draft))}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-brand-900">{label}</h2>
        {crew && <span className="text-sm text-slate-600">Number {crew.number}</span>}
        {crew?.retired && <Badge tone="slate">Retired</Badge>}
      </div>
      <Field label="Name" error={save.fieldErrors.name}>
        <Input
          value={draft.name}
          autoComplete="off"
          maxLength={60}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </Field>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-slate-700">Installers on the crew</legend>
        {people.length === 0 ? (
          <p className="text-sm text-slate-600">No installer is on the team yet: a crew may be saved without members.</p>
        ) : (
          people.map((person) => (
            <label key={person.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={draft.memberIds.includes(person.id)}
                onChange={(event) => toggle(person.id, event.target.checked)}
              />
              <span>
                {person.name} <span className="text-sm text-slate-600">{person.email}</span>
              </span>
            </label>
          ))
        )}
        {save.fieldErrors.memberIds && (
          <p role="alert" className="text-sm text-red-800">
            {save.fieldErrors.memberIds}
          </p>
        )}
      </fieldset>
      {save.failure && !Object.keys(save.fieldErrors).length && (
        <p role="alert" className="text-red-800">
          {save.failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : crew ? "Save the crew" : "Add the crew"}
        </Button>
        {crew && (
          <Button variant="ghost" disabled={retire.pending} onClick={() => retire.mutate(!crew.retired)}>
            {crew.retired ? "Bring the crew back" : "Retire the crew"}
          </Button>
        )}
      </div>
      {crew && !crew.retired && (
        <p className="text-sm text-slate-600">A retired crew takes no new install day; the days it holds stay until you move them.</p>
      )}
      {retire.failure && (
        <p role="alert" className="text-red-800">
          {retire.failure}
        </p>
      )}
    </form>
  );
}

function Screen() {
  const crews = useQuery(apiQuery(CREWS_URL));
  return (
    <QueryState query={crews} loading="Loading the crews..." error="We couldn't load the crews. Refresh the page to try again.">
      {(list) => (
        <div className="grid max-w-3xl gap-6">
          <p className="text-slate-700">
            Each install day is held by one crew: the office and customers are offered the days an active crew is free. The installs
            calendar shows which crew holds which day.
          </p>
          {list.crews.map((crew) => (
            <CrewForm
              key={`${crew.id}-${crew.name}-${crew.retired}-${crew.members.map((member) => member.id).join()}`}
              crew={crew}
              installers={list.installers}
            />
          ))}
          <CrewForm installers={list.installers} />
        </div>
      )}
    </QueryState>
  );
}

/** The /admin/crews island. */
export function CrewsScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Screen />}
      </RouteGuard>
    </QueryProvider>
  );
}
