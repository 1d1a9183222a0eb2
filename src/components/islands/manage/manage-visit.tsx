/**
 * /cancel/{token}, "Manage your visit": shows the visit the emailed link belongs to (date,
 * time, city), and lets the customer move it to another time or cancel it. Unknown,
 * cancelled and closed visits get a clear answer instead.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, queryClient } from "@/lib/api-client";
import type { ManageView } from "@/schemas/reschedule";
import { QueryProvider } from "../query-provider";
import { MoveVisit } from "./move-visit";
import { VisitSummary } from "./visit-summary";

interface ManageVisitProps {
  phone: string;
  phoneHref: string;
}

type Mode = "overview" | "move" | "cancel";

function tokenFromPath(): string {
  return typeof window === "undefined" ? "" : (window.location.pathname.split("/cancel/")[1] ?? "").replace(/\/$/, "");
}

function Card({ children, role }: { children: ReactNode; role?: "status" | "alert" }) {
  return (
    <div role={role} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </div>
  );
}

function Manage({ phone, phoneHref }: ManageVisitProps) {
  const token = tokenFromPath();
  const url = `/api/cancel/${encodeURIComponent(token)}`;
  const [mode, setMode] = useState<Mode>("overview");
  const [moved, setMoved] = useState(false);
  const lookup = useQuery<ManageView>({ queryKey: [url], enabled: Boolean(token), retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1 });
  const cancel = useMutation({
    mutationFn: () => apiRequest<ManageView>("POST", url),
    onSuccess: (data) => queryClient().setQueryData([url], data),
    // 409: it started (or was closed) since the page loaded; reload it to say so.
    onError: (error) => error instanceof ApiError && error.status === 409 && queryClient().invalidateQueries({ queryKey: [url] }),
  });
  const callUs = (
    <a href={phoneHref} className="font-bold text-brand-800 underline">
      {phone}
    </a>
  );

  if (!token || (lookup.error instanceof ApiError && lookup.error.status === 404)) {
    return (
      <Card role="alert">
        <h2 className="text-xl font-extrabold text-brand-900">We couldn't find that appointment</h2>
        <p className="mt-2 text-slate-700">The link may be incomplete. Copy the whole link from your confirmation email, or call us at {callUs}.</p>
      </Card>
    );
  }
  if (lookup.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        Something went wrong loading your appointment. Please try again, or call us at {callUs}.
      </p>
    );
  }
  if (!lookup.data) return <p role="status" className="animate-pulse text-slate-600">Loading your appointment...</p>;

  const visit = lookup.data;
  if (visit.status === "cancelled") {
    return (
      <Card role="status">
        <h2 className="text-xl font-extrabold text-brand-900">Your appointment is cancelled</h2>
        <VisitSummary visit={visit} />
        <p className="mt-4 text-slate-700">
          The time is free again. Want a new one? <a href="/estimate" className="font-bold text-brand-800 underline">Book another estimate</a> or call {callUs}.
        </p>
      </Card>
    );
  }
  if (!visit.cancellable) {
    return (
      <Card role="status">
        <h2 className="text-xl font-extrabold text-brand-900">This appointment can no longer be changed online</h2>
        <VisitSummary visit={visit} />
        <p className="mt-4 text-slate-700">Moving and cancelling online is for visits still to come, and this one has started or is already closed. Questions about it? Call us at {callUs}.</p>
      </Card>
    );
  }

  return (
    <Card>
      <h2 className="text-xl font-extrabold text-brand-900">{moved ? "Your visit is moved" : "Your free in-home estimate"}</h2>
      <VisitSummary visit={visit} />
      {moved && <p role="status" className="mt-3 text-slate-700">We've emailed you the updated calendar invitation.</p>}
      {mode === "overview" && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button size="mobile-lg" onClick={() => setMode("move")}>
            Move to another time
          </Button>
          <Button variant="outline" size="mobile-lg" onClick={() => setMode("cancel")}>
            Cancel visit
          </Button>
        </div>
      )}
      {mode === "move" && (
        <MoveVisit
          url={`/api/reschedule/${encodeURIComponent(token)}`}
          movedText={(when) => `See you ${when}. We've emailed you the updated invitation.`}
          onClose={() => setMode("overview")}
          onMoved={() => {
            setMoved(true);
            setMode("overview");
            void queryClient().invalidateQueries({ queryKey: [url] });
          }}
        />
      )}
      {mode === "cancel" && (
        <section aria-labelledby="cancel-heading" className="mt-6">
          <h3 id="cancel-heading" className="text-lg font-bold text-brand-900">
            Cancel this appointment?
          </h3>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? "Cancelling..." : "Yes, cancel my appointment"}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => setMode("overview")}>
              Keep it
            </Button>
          </div>
          {cancel.isError && (
            <p role="alert" className="mt-4 text-red-800">
              We couldn't cancel it just now. Please try again or call {callUs}.
            </p>
          )}
        </section>
      )}
      <p className="mt-6 text-sm text-slate-600">Questions? Call us at {callUs}.</p>
    </Card>
  );
}

/** The manage page's island. */
export function ManageVisit(props: ManageVisitProps) {
  return (
    <QueryProvider>
      <Manage {...props} />
    </QueryProvider>
  );
}
