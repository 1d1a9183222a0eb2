/**
 * One option's form, new or saved: its names, how it is priced (per opening, per square foot, or
 * a percent of the line's price), the lines it applies to (every line, or those ticked), and
 * whether it is the tempered upgrade the server adds where the code requires it.
 */
import { useId, useState } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { apiRequest, apiUrl } from "@/browser/api-client";
import type { PriceBookLineView, PriceBookOptionView } from "@/schemas/price-book";
import { adminPriceBookOption, adminPriceBookOptions } from "@/schemas/routes/admin";
import { optionBodyOf, optionDraftOf, PRICE_PER_LABELS, type DraftErrors, type OptionDraft } from "./book-draft";
import { EditorActions } from "./book-fields";
import { useBookWrite } from "./use-book-write";

type OptionBody = Extract<ReturnType<typeof optionBodyOf>, { body: unknown }>["body"];

interface OptionEditorProps {
  option?: PriceBookOptionView;
  /** Every line of the book, to tick the ones it applies to (a retired one only when already ticked). */
  lines: readonly PriceBookLineView[];
}

export function OptionEditor({ option, lines }: OptionEditorProps) {
  const ids = useId();
  const [draft, setDraft] = useState<OptionDraft>(() => optionDraftOf(option));
  const [localErrors, setLocalErrors] = useState<DraftErrors>({});
  const set = (change: Partial<OptionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const save = useBookWrite(
    (body: OptionBody) =>
      option
        ? apiRequest("PATCH", apiUrl(adminPriceBookOption, { params: { id: option.id } }), body)
        : apiRequest("POST", apiUrl(adminPriceBookOptions), body),
    option ? "Option saved" : "Option added",
    () => !option && setDraft(optionDraftOf()),
  );
  const retire = useBookWrite(
    (active: boolean) => apiRequest("PATCH", apiUrl(adminPriceBookOption, { params: { id: option!.id } }), { active }),
    option?.active ? "Option retired" : "Option restored",
  );
  const errors = { ...save.fieldErrors, ...localErrors };
  const linesErrorId = errors.lineIds ? `${ids}-lines-error` : undefined;
  const offered = lines.filter((line) => line.active || draft.lineIds.includes(line.id));
  const tick = (id: string, on: boolean) => set({ lineIds: on ? [...draft.lineIds, id] : draft.lineIds.filter((ticked) => ticked !== id) });

  const submit = () => {
    const read = optionBodyOf(draft);
    setLocalErrors(read.errors ?? {});
    if (read.body) save.mutate(read.body);
    else save.reset();
  };

  return (
    <form
      noValidate
      aria-label={option ? `Edit ${option.name}` : "New option"}
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
        <Field label="Priced" error={undefined}>
          <Select value={draft.per} onChange={(event) => set({ per: event.target.value as OptionDraft["per"] })}>
            {Object.entries(PRICE_PER_LABELS).map(([per, label]) => (
              <option key={per} value={per}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={draft.per === "percent" ? "Percent (%)" : "Price ($)"}
          hint={draft.per === "percent" ? "Of the line's own price for the opening, before install and other options." : undefined}
          error={errors.price}
        >
          <Input inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(event) => set({ amount: event.target.value })} />
        </Field>
      </div>
      <fieldset className="grid gap-2" aria-describedby={linesErrorId}>
        <legend className="font-bold text-brand-900">Applies to</legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={draft.everyLine}
            onChange={(event) => set({ everyLine: event.target.checked })}
          />
          Every line
        </label>
        {!draft.everyLine && (
          <ul className="grid gap-1 pl-7 sm:grid-cols-2">
            {offered.map((line) => (
              <li key={line.id}>
                <label className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={draft.lineIds.includes(line.id)}
                    onChange={(event) => tick(line.id, event.target.checked)}
                  />
                  {line.name}
                  {!line.active && " (retired)"}
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.lineIds && (
          <p id={linesErrorId} className="text-sm font-semibold text-red-700">
            {errors.lineIds}
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={draft.tempered}
          onChange={(event) => set({ tempered: event.target.checked })}
        />
        <span>
          The tempered-glass upgrade
          <span className="block text-sm text-slate-600">
            Added by itself to every opening the code requires tempered glass for, on the lines it applies to. One option at most.
          </span>
        </span>
      </label>
      <EditorActions
        noun="option"
        saved={option}
        save={save}
        retire={retire}
        errors={errors}
        refusedHere={Object.keys(localErrors).length > 0}
      />
    </form>
  );
}
