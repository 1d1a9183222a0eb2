/**
 * /admin/team: the firm's people and their roles. The ADMIN_EMAILS owners head the list, marked and
 * unchangeable here; each person on the team can be renamed, given another role or removed (after a
 * confirmation: their sessions end at once); a form below adds someone. Only owners reach it (the
 * server refuses everyone else; the admin frame lists it only for them).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { QueryProvider } from "@/components/islands/query-provider";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/use-toast";
import { ROLES, type Role } from "@/core/roles";
import { adminTeam, adminTeamMember } from "@/schemas/routes/team";
import type { TeamMemberView } from "@/schemas/team";

const TEAM_URL = apiUrl(adminTeam);

/** What each role may do, as the role box's hint says it. */
const ROLE_WORDS: Record<Role, string> = {
  owner: "Owner: everything, the team and the settings too",
  office: "Office: everything but the team, the site-wide limits and changing the calendar or the price book",
  estimator: "Estimator: their visits, measure sheets and quotes; no money or settings",
  installer: "Installer: the crew's phone only (their install days)",
};

/** One write to the team: sends it, refreshes the list, toasts `done`, keeps the server's reason and field errors. */
function useTeamWrite<Body>(send: (body: Body) => Promise<unknown>, done: string, onDone?: () => void) {
  const write = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: done });
      onDone?.();
      await queryClient().invalidateQueries({ queryKey: [TEAM_URL] });
    },
  });
  const fields = write.error instanceof ApiError ? (write.error.body.fieldErrors ?? {}) : {};
  return {
    mutate: write.mutate,
    pending: write.isPending,
    failure: write.isError ? errorMessage(write.error, "We couldn't save the team. Please try again.") : null,
    fieldError: (name: string) => fields[name]?.[0],
  };
}

/** The four roles; the field's id and descriptions pass through to the box. */
function RoleSelect({ value, onRole, ...props }: Omit<ComponentProps<"select">, "value"> & { value: Role; onRole: (role: Role) => void }) {
  return (
    <Select {...props} value={value} onChange={(event) => onRole(event.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role[0]!.toUpperCase() + role.slice(1)}
        </option>
      ))}
    </Select>
  );
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {message}
    </p>
  ) : null;
}

/** A person on the team: their name and role to change, and Remove. */
function MemberCard({ member }: { member: TeamMemberView & { id: string } }) {
  const [draft, setDraft] = useState({ name: member.name ?? "", role: member.role });
  const [confirming, setConfirming] = useState(false);
  const save = useTeamWrite(
    (body: typeof draft) => apiRequest("PATCH", apiUrl(adminTeamMember, { params: { id: member.id } }), body),
    `${draft.name} saved`,
  );
  const remove = useTeamWrite(() => apiRequest("DELETE", apiUrl(adminTeamMember, { params: { id: member.id } })), `${member.name} removed`);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <form
        noValidate
        aria-label={`Edit ${member.name}`}
        onSubmit={(event) => (event.preventDefault(), save.mutate(draft))}
        className="grid gap-3"
      >
        <p className="truncate font-semibold text-slate-900" title={member.email}>
          {member.email}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field className="content-start" label="Name" error={save.fieldError("name")}>
            <Input value={draft.name} autoComplete="off" onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
          </Field>
          <Field className="content-start" label="Role" hint={ROLE_WORDS[draft.role]} error={save.fieldError("role")}>
            <RoleSelect value={draft.role} onRole={(role) => setDraft({ ...draft, role })} />
          </Field>
        </div>
        <Failure message={save.failure ?? remove.failure} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.pending}>
            {save.pending ? "Saving..." : "Save"}
          </Button>
          {confirming ? (
            <>
              <Button variant="destructive" disabled={remove.pending} onClick={() => remove.mutate(undefined)}>
                {`Yes, remove ${member.name} and sign them out`}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep them
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Remove from the team
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}

/** An ADMIN_EMAILS owner: listed, not changeable here. */
function AdminEmailsOwner({ member }: { member: TeamMemberView }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <span className="min-w-0 truncate font-semibold text-slate-900" title={member.email}>
        {member.name ? `${member.name}, ${member.email}` : member.email}
      </span>
      <Badge>Owner (ADMIN_EMAILS)</Badge>
      <span className="w-full text-sm text-slate-700">Set in the site's settings, the way back in: it cannot be changed here.</span>
    </li>
  );
}

const NEW_PERSON = { email: "", name: "", role: "estimator" as Role };

/** The form that adds someone. */
function NewMember() {
  const [draft, setDraft] = useState(NEW_PERSON);
  const add = useTeamWrite(
    (body: typeof draft) => apiRequest("POST", TEAM_URL, body),
    `${draft.name} added`,
    () => setDraft(NEW_PERSON),
  );
  return (
    <form
      noValidate
      aria-labelledby="new-member"
      onSubmit={(event) => (event.preventDefault(), add.mutate(draft))}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="new-member" className="text-lg font-bold text-brand-900">
        Add someone
      </h2>
      <p className="text-sm text-slate-700">They sign in with Google using this address.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field className="content-start" label="Google email" error={add.fieldError("email")}>
          <Input
            type="email"
            value={draft.email}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          />
        </Field>
        <Field className="content-start" label="Name" error={add.fieldError("name")}>
          <Input value={draft.name} autoComplete="off" onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
        </Field>
        <Field className="content-start" label="Role" hint={ROLE_WORDS[draft.role]} error={add.fieldError("role")}>
          <RoleSelect value={draft.role} onRole={(role) => setDraft({ ...draft, role })} />
        </Field>
      </div>
      <Failure message={add.failure} />
      <div>
        <Button type="submit" disabled={add.pending}>
          {add.pending ? "Adding..." : "Add to the team"}
        </Button>
      </div>
    </form>
  );
}

function Screen() {
  const team = useQuery(apiQuery(TEAM_URL));
  return (
    <div className="grid gap-6">
      <QueryState query={team} loading="Loading the team..." error="We couldn't load the team. Refresh the page to try again.">
        {({ members }) => (
          <ul aria-label="The team" className="grid gap-3">
            {members.map((member) =>
              member.id === null ? (
                <AdminEmailsOwner key={member.email} member={member} />
              ) : (
                <MemberCard key={member.id} member={{ ...member, id: member.id }} />
              ),
            )}
          </ul>
        )}
      </QueryState>
      <NewMember />
    </div>
  );
}

/** The /admin/team island. */
export function TeamScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Screen />}
      </RouteGuard>
    </QueryProvider>
  );
}
