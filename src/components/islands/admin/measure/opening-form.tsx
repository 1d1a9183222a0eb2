/**
 * The measure sheet's form for one opening: where it is, what it is, its width and height (typed
 * "35 1/2", "35-1/2" or "35.5", or the whole inches typed and the fraction picked), how it goes in
 * and the facts the safety-glazing rule reads. It reads the size back as the server will keep it,
 * shows the tempered flag as it is typed, checks with the server's own schema, and asks "Height
 * and width swapped?" for a slider or picture window taller than wide before saving.
 */
import { useRef, useState } from "react";
import { looksSwapped } from "@/core/measure";
import { INSTALL_METHODS, OPENING_KINDS, OPENING_STYLES, type InstallMethod, type OpeningKind } from "@/core/openings";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid, Input, Select, Textarea } from "@/components/ui/field";
import type { FieldErrors } from "@/browser/api-request";
import {
  bodyOf,
  fieldErrorsOf,
  FLOORS,
  fractionOf,
  FRACTIONS,
  KIND_WORDS,
  readBack,
  styleWords,
  temperedText,
  withFraction,
  withKind,
  type Floor,
  type OpeningBody,
  type OpeningFormValues,
} from "./opening-form-values";
import { TemperedBadge } from "./tempered-badge";

const INSTALL_WORDS: Record<InstallMethod, string> = { insert: "Insert (into the old frame)", "full-frame": "Full-frame (to the studs)" };
/** The schema's field a form value is sent as, where the names differ. */
const FIELD_OF: Partial<Record<keyof OpeningFormValues, string>> = { room: "location", floor: "location", sill: "sillInches" };
const box = "flex min-h-12 items-center gap-3 rounded-lg border-2 border-slate-300 bg-white px-3 text-base has-focus-visible:ring-2 has-focus-visible:ring-brand-700";

interface OpeningFormProps {
  /** The form's values to start from (a new opening's, or the one being edited). */
  initial: OpeningFormValues;
  /** The server's field messages for the opening being fixed. */
  serverErrors?: FieldErrors;
  editing: boolean;
  onSave: (body: OpeningBody, values: OpeningFormValues) => void;
  onCancel?: () => void;
}

/** A width or height: typed inches, and a picker of the fraction in sixteenths beside them. */
function SizeField({ label, letter, value, error, onChange }: { label: string; letter: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-2">
      <Field label={`${letter} · ${label} (inches)`} error={error} hint="35 1/2, 35-1/2 or 35.5">
        <Input
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          className="h-12 text-lg"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <label className="grid gap-1.5 text-sm font-semibold text-slate-800">
        <span>
          <span className="sr-only">{label} </span>fraction
        </span>
        <Select className="h-12 text-lg" value={fractionOf(value)} onChange={(event) => onChange(withFraction(value, event.target.value))}>
          <option value="">0</option>
          {FRACTIONS.map((fraction) => (
            <option key={fraction} value={fraction}>
              {fraction}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}

/** The size and the flag as the server will keep them, said again as they change. */
function ReadBack({ body }: { body: OpeningBody }) {
  const reading = readBack(body);
  const tempered = reading && temperedText(reading.flags);
  return (
    <div aria-live="polite" className="grid gap-1 rounded-lg bg-brand-50 p-3 text-brand-900" data-slot="read-back">
      {reading ? (
        <>
          <p className="text-lg font-bold">{reading.text}</p>
          <p className="text-sm">
            {reading.unitedInches} united inches · {reading.squareFeet} sq ft
          </p>
          {tempered ? <TemperedBadge text={tempered} /> : <p className="text-sm">Tempered glass not required</p>}
        </>
      ) : (
        <p className="text-sm">Type the width and height to see the size as it will be kept.</p>
      )}
    </div>
  );
}

export function OpeningForm({ initial, serverErrors = {}, editing, onSave, onCancel }: OpeningFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [askSwap, setAskSwap] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const body = bodyOf(values);
  /** A field changed: its message, now stale, goes (the room's is the location's, the sill's the sillInches'). */
  const set = <K extends keyof OpeningFormValues>(name: K, value: OpeningFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setAskSwap(false);
    const field = FIELD_OF[name] ?? name;
    setErrors(({ [field]: _stale, ...rest }) => rest);
  };
  const error = (name: string) => errors[name]?.[0];

  const save = (saved: OpeningFormValues) => {
    setAskSwap(false);
    setErrors({});
    onSave(bodyOf(saved), saved);
  };
  const submit = () => {
    const found = fieldErrorsOf(body);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    const reading = readBack(body);
    if (reading && looksSwapped(values.style, reading.size)) {
      setAskSwap(true);
      requestAnimationFrame(() => question.current?.focus());
      return;
    }
    save(values);
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => (event.preventDefault(), submit())} className="grid gap-4" aria-label={editing ? "Change the opening" : "Add an opening"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Room" error={error("location")}>
          <Input autoComplete="off" enterKeyHint="next" className="h-12" value={values.room} onChange={(event) => set("room", event.target.value)} />
        </Field>
        <Field label="Floor">
          <Select className="h-12" value={values.floor} onChange={(event) => set("floor", event.target.value as Floor)}>
            {FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                {styleWords(floor)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Kind" error={error("kind")}>
          <Select className="h-12" value={values.kind} onChange={(event) => setValues((current) => withKind(current, event.target.value as OpeningKind))}>
            {OPENING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_WORDS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Style" error={error("style")}>
          <Select className="h-12" value={values.style} onChange={(event) => set("style", event.target.value)}>
            {OPENING_STYLES[values.kind].map((style) => (
              <option key={style} value={style}>
                {styleWords(style)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <SizeField label="Width" letter="W" value={values.width} error={error("width")} onChange={(value) => set("width", value)} />
      <SizeField label="Height" letter="H" value={values.height} error={error("height")} onChange={(value) => set("height", value)} />
      <ReadBack body={body} />
      <Field label="Install method" error={error("installMethod")}>
        <Select className="h-12" value={values.installMethod} onChange={(event) => set("installMethod", event.target.value as InstallMethod)}>
          {INSTALL_METHODS.map((method) => (
            <option key={method} value={method}>
              {INSTALL_WORDS[method]}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Glass and where it is</legend>
        <label className={box}>
          <input type="checkbox" className="size-6" checked={values.obscure} onChange={(event) => set("obscure", event.target.checked)} />
          Obscure (privacy) glass
        </label>
        <label className={box}>
          <input type="checkbox" className="size-6" checked={values.wetArea} onChange={(event) => set("wetArea", event.target.checked)} />
          Wet area (by a tub, shower or pool)
        </label>
        <label className={box}>
          <input type="checkbox" className="size-6" checked={values.nearDoor} onChange={(event) => set("nearDoor", event.target.checked)} />
          Within 24 in of a door
        </label>
      </fieldset>
      <Field label="Sill height (inches above the floor)" optional hint="Unmeasured counts as low for the tempered rule." error={error("sillInches")}>
        <Input inputMode="decimal" autoComplete="off" className="h-12" value={values.sill} onChange={(event) => set("sill", event.target.value)} />
      </Field>
      <Field label="Notes" optional error={error("notes")}>
        <Textarea rows={2} className="min-h-20" value={values.notes} onChange={(event) => set("notes", event.target.value)} />
      </Field>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          Not saved: {Object.values(errors).flat().join(". ")}.
        </p>
      )}
      {askSwap ? (
        <div ref={question} tabIndex={-1} role="alert" className="grid gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
          <p className="font-bold text-amber-950">Height and width swapped?</p>
          <p className="text-amber-950">
            A {styleWords(values.style).toLowerCase()} is usually wider than tall; this one reads {readBack(body)?.text}.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button size="mobile" variant="secondary" onClick={() => save({ ...values, width: values.height, height: values.width })}>
              Swap them
            </Button>
            <Button size="mobile" variant="outline" onClick={() => save(values)}>
              They are right
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="submit" size="mobile">
            {editing ? "Save changes" : "Save opening"}
          </Button>
          {onCancel && (
            <Button size="mobile" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
