/**
 * The signed-in admin's private calendar subscription: the URL to paste into Google or
 * Apple Calendar, shown once, right after it is made (only its hash is kept), with a copy
 * button; later, when it was made and a new link on request (the old one stops working). What it
 * lists follows the person's role, as the server answers (`reach`).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { adminCalendarFeed } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import type { CalendarFeedState, NewCalendarFeed } from "@/schemas/admin/calendar-feed";
import { formatInstant } from "../admin-time";

/** Where the admin's feed state is read (GET) and a new link made (POST). */
export const CALENDAR_FEED_URL = apiUrl(adminCalendarFeed);

export function CalendarFeedCard() {
  const feed = useQuery(apiQuery(CALENDAR_FEED_URL));
  // The new link lives only here, in this page's memory: the server cannot give it again.
  const [made, setMade] = useState<NewCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => apiRequest("POST", CALENDAR_FEED_URL),
    onSuccess: (data) => {
      const replaced = feed.data?.exists ?? false;
      setMade(data);
      queryClient().setQueryData<CalendarFeedState>([CALENDAR_FEED_URL], (old) => ({
        reach: null,
        ...old,
        exists: true,
        madeAt: data.madeAt,
      }));
      setConfirming(false);
      toast(
        replaced
          ? { title: "New calendar link made", description: "The old link no longer works. Subscribe to the new one on your devices." }
          : { title: "Calendar link made", description: "Copy it now and subscribe to it on your devices." },
      );
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "No new link",
        description: errorMessage(error, "We couldn't make a new link. Please try again."),
      }),
  });
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      toast({ title: "Link copied", description: 'Paste it into your calendar app\'s "Subscribe by URL".' });
    } catch {
      toast({ variant: "destructive", title: "Not copied", description: "Select the link and copy it by hand." });
    }
  };
  // Replacing a link asks first; making the first one has nothing to lose.
  const makeLink = () => (feed.data?.exists ? setConfirming(true) : rotate.mutate());

  return (
    <section
      aria-labelledby="feed-heading"
      className="mt-10 grid max-w-3xl gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="feed-heading" className="text-lg font-bold text-brand-900">
        Your calendar on your phone
      </h2>
      <p className="text-slate-700">
        Subscribe to this private link in Google Calendar (Other calendars, From URL) or on an iPhone (Settings, Calendar, Accounts, Add
        Subscribed Calendar). It lists {feed.data?.reach === "assigned visits" ? "the visits given to you" : "the visits and installs"} of
        the last 30 days and every one to come, with the customer's phone, address and map link. Keep it to yourself: anyone with the link
        can read it.
      </p>
      {feed.isError && (
        <p role="alert" className="text-red-800">
          We couldn't load your calendar link. Refresh the page to try again.
        </p>
      )}
      {made && (
        <>
          <label htmlFor="feed-url" className="text-sm font-semibold text-slate-800">
            Your private calendar link
          </label>
          <Input id="feed-url" readOnly value={made.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-sm" />
          <p className="text-slate-800">Copy it now: for your safety it will not be shown again.</p>
        </>
      )}
      {!made && feed.data?.exists && (
        <p className="text-slate-800">
          Your link was made on {formatInstant(feed.data.madeAt!)} (Phoenix time). For your safety it is shown only once, when it is made;
          if you need it again, make a new one.
        </p>
      )}
      {feed.data && !feed.data.exists && <p className="text-slate-800">You have no calendar link yet.</p>}
      {feed.data && (
        <div className="flex flex-wrap gap-3">
          {made && <Button onClick={() => void copy()}>Copy link</Button>}
          {!confirming && (
            <Button variant={made ? "outline" : "default"} disabled={rotate.isPending} onClick={makeLink}>
              {feed.data.exists ? "Make a new link" : rotate.isPending ? "Making your link..." : "Make my link"}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <div role="group" aria-label="Make a new link?" className="grid gap-3 rounded-lg bg-amber-50 p-4">
          <p className="text-slate-800">
            The current link stops working at once, on every device subscribed to it: subscribe to the new one there again. Use this if you
            need the link again or it was shared by mistake.
          </p>
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
