/**
 * The signed-in admin's private calendar subscription: the URL to paste into Google or
 * Apple Calendar, a copy button, and a new link on request (the old one stops working).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, queryClient } from "@/lib/api-client";
import { errorMessage } from "./admin-api";

/** Where the admin's feed URL is read (GET) and replaced (POST). */
export const CALENDAR_FEED_URL = "/api/admin/calendar-feed";

export function CalendarFeedCard() {
  const feed = useQuery<{ url: string }>({ queryKey: [CALENDAR_FEED_URL] });
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => apiRequest<{ url: string }>("POST", CALENDAR_FEED_URL),
    onSuccess: (data) => {
      queryClient().setQueryData([CALENDAR_FEED_URL], data);
      setConfirming(false);
      toast({ title: "New calendar link made", description: "The old link no longer works. Subscribe to the new one on your devices." });
    },
    onError: (error) => toast({ variant: "destructive", title: "No new link", description: errorMessage(error, "We couldn't make a new link. Please try again.") }),
  });
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: "Link copied", description: "Paste it into your calendar app's \"Subscribe by URL\"." });
    } catch {
      toast({ variant: "destructive", title: "Not copied", description: "Select the link and copy it by hand." });
    }
  };

  return (
    <section aria-labelledby="feed-heading" className="mt-10 grid max-w-3xl gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="feed-heading" className="text-lg font-bold text-brand-900">
        Your calendar on your phone
      </h2>
      <p className="text-slate-700">
        Subscribe to this private link in Google Calendar (Other calendars, From URL) or on an iPhone (Settings, Calendar, Accounts, Add Subscribed Calendar). It lists the visits of the last 30 days and every one to come, with
        the customer's phone, address and map link. Keep it to yourself: anyone with the link can read it.
      </p>
      {feed.isError && <p role="alert" className="text-red-800">We couldn't load your calendar link. Refresh the page to try again.</p>}
      {feed.data && (
        <>
          <label htmlFor="feed-url" className="text-sm font-semibold text-slate-800">
            Your private calendar link
          </label>
          <Input id="feed-url" readOnly value={feed.data.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-sm" />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void copy()}>Copy link</Button>
            {!confirming && (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Make a new link
              </Button>
            )}
          </div>
        </>
      )}
      {confirming && (
        <div role="group" aria-label="Make a new link?" className="grid gap-3 rounded-lg bg-amber-50 p-4">
          <p className="text-slate-800">The current link stops working at once, on every device subscribed to it. Use this if the link was shared by mistake.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              {rotate.isPending ? "Making a new link..." : "Yes, make a new link"}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep the current link
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
