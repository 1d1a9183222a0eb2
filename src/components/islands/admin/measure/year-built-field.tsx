/**
 * The home's year built, recorded at the visit (the visit's own PATCH, its `yearBuilt`):
 * empty means nobody knows, which counts as before 1978 until someone sets it; such a home says
 * lead-safe work practices are required (EPA's RRP rule). The measure sheet and the quote editor
 * show it; the visit's quote copies the year when it is written.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/browser/api-client";
import { leadSafeRequired } from "@/core/lead-safe";
import { LEAD_SAFE_REQUIRED } from "@/i18n/lead-safe";
import { appointmentUrl } from "../admin-api";

/** The typed year: null when empty (unknown); a number the server judges otherwise. */
export const typedYear = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed.trim()));

export function YearBuiltField({ appointmentId, yearBuilt }: { appointmentId: string; yearBuilt: number | null }) {
  const ids = useId();
  const client = useQueryClient();
  const [typed, setTyped] = useState(yearBuilt === null ? "" : String(yearBuilt));
  const save = useMutation({
    mutationFn: () => apiRequest("PATCH", appointmentUrl(appointmentId), { yearBuilt: typedYear(typed) }),
    onSuccess: () => client.invalidateQueries({ queryKey: [appointmentUrl(appointmentId)] }),
  });
  const error = save.error instanceof ApiError ? (save.error.body.fieldErrors?.yearBuilt?.[0] ?? save.error.message) : null;
  return (
    <form
      data-slot="year-built"
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div>
        <label htmlFor={`${ids}-year`} className="block text-sm font-semibold text-slate-900">
          Year built (empty: nobody knows)
        </label>
        <input
          id={`${ids}-year`}
          inputMode="numeric"
          maxLength={4}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids}-error` : undefined}
          className="mt-1 w-28 rounded-lg border-2 border-slate-300 px-3 py-2 text-base focus:border-brand-700 focus:outline-none"
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isSuccess && !save.isPending ? "Saved" : "Save the year"}
      </Button>
      {error && (
        <p id={`${ids}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      {leadSafeRequired(save.isSuccess ? typedYear(typed) : yearBuilt) && (
        <p className="w-full text-sm font-semibold text-amber-900">{LEAD_SAFE_REQUIRED}</p>
      )}
    </form>
  );
}
