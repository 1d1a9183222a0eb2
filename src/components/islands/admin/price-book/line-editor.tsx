/**
 * One product line's form, new or saved: its names, kind and supplier, its pricing (brackets by united
 * inches, or a price a square foot with a minimum), install labour per method; Save, and for a
 * saved line Retire or Restore. The server's field errors show beside their boxes and are
 * announced together above the buttons.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { OPENING_KINDS } from "@/core/openings";
import type { PriceBookLineView } from "@/schemas/price-book";
import type { SupplierView } from "@/schemas/suppliers";
import { adminPriceBookLine, adminPriceBookLines } from "@/schemas/routes/admin";
import { BracketRows } from "./bracket-rows";
import { KIND_LABELS, lineBodyOf, lineDraftOf, type DraftErrors, type LineDraft } from "./book-draft";
import { FormErrors, Money } from "./book-fields";
import { useBookWrite } from "./use-book-write";

type LineBody = Extract<ReturnType<typeof lineBodyOf>, { body: unknown }>["body"];

export function LineEditor({ line, suppliers }: { line?: PriceBookLineView; suppliers: readonly SupplierView[] }) {
  const ids = useId();
  const [draft, setDraft] = useState<LineDraft>(() => lineDraftOf(line));
  const [localErrors, setLocalErrors] = useState<DraftErrors>({});
  const set = (change: Partial<LineDraft>) => setDraft((current) => ({ ...current, ...change }));
  const save = useBookWrite(
    (body: LineBody) =>
      line
        ? apiRequest("PATCH", apiUrl(adminPriceBookLine, { params: { id: line.id } }), body)
        : apiRequest("POST", apiUrl(adminPriceBookLines), body),
    line ? "Line saved" : "Line added",
    () => !line && setDraft(lineDraftOf()),
  );
  const retire = useBookWrite(
    (active: boolean) => apiRequest("PATCH", apiUrl(adminPriceBookLine, { params: { id: line!.id } }), { active }),
    line?.active ? "Line retired" : "Line restored",
  );
  const errors = { ...save.fieldErrors, ...localErrors };
  const pricingErrorId = errors.pricing ? `${ids}-pricing-error` : undefined;
  const installErrorId = errors.installCents ? `${ids}-install-error` : undefined;

  const submit = () => {
    const read = lineBodyOf(draft);
    setLocalErrors(read.errors ?? {});
    if (read.body) save.mutate(read.body);
    else save.reset();
  };

  return (
    <form
      noValidate
      aria-label={line ? `Edit ${line.name}` : "New line"}
      onSubmit={(event) => (event.preventDefault(), submit())}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input value={draft.name} autoComplete="off" onChange={(event) => set({ name: event.target.value })} />
        </Field>
        <Field label="Spanish name" optional hint="Empty: the same as the name." error={errors.nameEs}>
          <Input lang="es" value={draft.nameEs} autoComplete="off" onChange={(event) => set({ nameEs: event.target.value })} />
        </Field>
        <Field label="Kind" error={errors.kind}>
          <Select value={draft.kind} onChange={(event) => set({ kind: event.target.value as LineDraft["kind"] })}>
            {OPENING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Supplier" optional hint="Its units are ordered from this supplier." error={errors.supplierId}>
          <Select value={draft.supplierId} onChange={(event) => set({ supplierId: event.target.value })}>
            <option value="">None yet</option>
            {suppliers
              .filter((supplier) => supplier.active || supplier.id === draft.supplierId)
              .map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.active ? supplier.name : `${supplier.name} (retired)`}
                </option>
              ))}
          </Select>
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-bold text-brand-900">Priced by</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(["united-inch", "square-foot"] as const).map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={`${ids}-method`}
                className="size-5 accent-brand-700"
                checked={draft.method === method}
                onChange={() => set({ method })}
              />
              {method === "united-inch" ? "United inches, in brackets" : "The square foot, with a minimum"}
            </label>
          ))}
        </div>
        {draft.method === "united-inch" ? (
          <BracketRows brackets={draft.brackets} errorId={pricingErrorId} onChange={(brackets) => set({ brackets })} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Money
              label="Price a square foot"
              value={draft.perSquareFoot}
              errorId={pricingErrorId}
              onChange={(perSquareFoot) => set({ perSquareFoot })}
            />
            <Money label="Minimum per opening" value={draft.minimum} errorId={pricingErrorId} onChange={(minimum) => set({ minimum })} />
          </div>
        )}
        {errors.pricing && (
          <p id={pricingErrorId} className="text-sm font-semibold text-red-700">
            {errors.pricing}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-bold text-brand-900">Install labour per opening</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Money label="Insert" value={draft.insert} errorId={installErrorId} onChange={(insert) => set({ insert })} />
          <Money label="Full-frame" value={draft.fullFrame} errorId={installErrorId} onChange={(fullFrame) => set({ fullFrame })} />
        </div>
        {errors.installCents && (
          <p id={installErrorId} className="text-sm font-semibold text-red-700">
            {errors.installCents}
          </p>
        )}
      </fieldset>
      <FormErrors
        failure={save.failure ?? (Object.keys(localErrors).length > 0 ? "Please correct the highlighted boxes." : null)}
        errors={errors}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : line ? "Save the line" : "Add the line"}
        </Button>
        {line && (
          <Button variant="ghost" disabled={retire.pending} onClick={() => retire.mutate(!line.active)}>
            {line.active ? "Retire the line" : "Restore the line"}
          </Button>
        )}
      </div>
      {retire.failure && (
        <p role="alert" className="text-red-800">
          {retire.failure}
        </p>
      )}
    </form>
  );
}
