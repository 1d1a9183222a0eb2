/**
 * The site-wide limits on the settings screen: how many booking requests, contact-form messages,
 * counted calls and automated texts the whole site takes an hour (texts a day too), whatever
 * addresses they come from. Each box left empty is automatic: the learned number, shown beside
 * it with the busiest real hour it comes from. Saved with its own button.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { adminSiteCeilings } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import { CEILING_RULES, LEARNED_MULTIPLE, LEARNING_DAYS, type CeilingSettings } from "@/core/site-ceilings";
import { siteCeilingSettingsSchema, type SiteCeiling, type SiteCeilingsRecord } from "@/schemas/site-ceilings";
import { lastSavedText } from "./settings-form";

/** Where the ceilings are read and saved; the dashboard's banner reads the same record. */
const ceilingsQuery = apiQuery(apiUrl(adminSiteCeilings));

/** "Automatic: 21, three times the busiest hour of the last 90 days (7). Past it, ...". */
function hintOf({ key, learned, busiest }: SiteCeiling): string {
  const rule = CEILING_RULES[key];
  const span = rule.window === "hour" ? "hour" : "day";
  const floor = learned === rule.floor ? ` (never less than ${rule.floor})` : "";
  return `Automatic: ${learned}${floor}, ${LEARNED_MULTIPLE} times the busiest ${span} of the last ${LEARNING_DAYS} days (${busiest}). Past it, ${rule.pastIt}.`;
}

function CeilingsForm({ record }: { record: SiteCeilingsRecord }) {
  const saved = Object.fromEntries(record.ceilings.map((ceiling) => [ceiling.key, ceiling.set])) as CeilingSettings;
  const form = useForm({ resolver: zodResolver(siteCeilingSettingsSchema), defaultValues: saved });
  const save = useMutation({
    mutationFn: (settings: CeilingSettings) => apiRequest("PUT", ceilingsQuery.queryKey[0], settings),
    onSuccess: (next) => {
      queryClient().setQueryData(ceilingsQuery.queryKey, next);
      form.reset(Object.fromEntries(next.ceilings.map((ceiling) => [ceiling.key, ceiling.set])) as CeilingSettings);
      toast({ title: "Site-wide limits saved", description: "They apply from the next request." });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not saved",
        description: errorMessage(error, "We couldn't save the site-wide limits. Please try again."),
      }),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="ceilings-heading"
      onSubmit={form.handleSubmit((settings) => save.mutate(settings))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {record.ceilings.map((ceiling) => (
          <Field
            key={ceiling.key}
            label={CEILING_RULES[ceiling.key].label}
            optional="empty: automatic"
            hint={hintOf(ceiling)}
            error={errors[ceiling.key]?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={String(ceiling.learned)}
              {...form.register(ceiling.key, {
                setValueAs: (value: string | number | null) => (value === "" || value === null ? null : Number(value)),
              })}
            />
          </Field>
        ))}
      </div>
      <p className="text-sm text-slate-600">{lastSavedText(record.updatedBy, record.updatedAt)}</p>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save site-wide limits"}
      </Button>
    </form>
  );
}

/** The card; renders nothing until the record loads (and says so if it cannot). */
export function SiteCeilingsCard() {
  const record = useQuery(ceilingsQuery);
  return (
    <section
      aria-labelledby="ceilings-heading"
      className="mt-6 grid max-w-3xl gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ceilings-heading" className="text-lg font-bold text-brand-900">
        Site-wide limits
      </h2>
      <p className="text-slate-700">
        The most the whole site takes, from every address together: a script run from many addresses stops here when each address's own
        limit is not enough. Past a limit the site keeps working in a safer mode, nothing is lost, and you get one email. Leave a box empty
        to let the site learn the number.
      </p>
      {record.isError && (
        <p role="alert" className="text-red-800">
          We couldn't load the site-wide limits. Refresh the page to try again.
        </p>
      )}
      {record.data && <CeilingsForm record={record.data} />}
    </section>
  );
}
