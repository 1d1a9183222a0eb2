/**
 * "Sign out everywhere" on the admin dashboard: after a confirmation, the route table's
 * `authLogoutEverywhere` ends every session of this account, this browser's included, so a
 * lost phone or a shared computer is signed out on its next request. Then the browser goes home.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { authLogoutEverywhere } from "@/schemas/routes/auth";
import { errorMessage } from "@/browser/error-message";

/** Where the browser goes once every session has ended. */
export const SIGNED_OUT_PATH = "/";

export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOut = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(authLogoutEverywhere)),
    onSuccess: () => window.location.assign(SIGNED_OUT_PATH),
  });
  const close = () => {
    signOut.reset();
    setAsking(false);
  };

  return (
    <section aria-labelledby="sessions-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="sessions-heading" className="text-lg font-bold text-brand-900">
        Your sign-ins
      </h2>
      <p className="mt-2 text-slate-700">
        Signed in on a phone you lost or a computer you shared? Sign out everywhere ends every session of this account, this one included.
      </p>
      <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={() => setAsking(true)}>
        Sign out everywhere
      </Button>

      <Dialog open={asking} onClose={close} title="Sign out everywhere?" size="sm">
        <p className="text-slate-700">
          Every browser signed in to this account is signed out, this one too. You can sign in again with Google at once.
        </p>
        {signOut.isError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
            {errorMessage(signOut.error, "We couldn't sign you out just now. Please try again.")}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="destructive" size="lg" disabled={signOut.isPending || signOut.isSuccess} onClick={() => signOut.mutate()}>
            {signOut.isPending || signOut.isSuccess ? "Signing out..." : "Yes, sign out everywhere"}
          </Button>
          <Button variant="ghost" size="lg" onClick={close}>
            Stay signed in
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
