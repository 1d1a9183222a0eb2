/**
 * /admin/quote: writing a quote for a visit (?appointmentId=) or a lead (?leadId=), or editing one
 * (?id=; a sent quote's edit becomes a new revision). At the top, who it is for and the language
 * they read (src/components/islands/admin/quotes/quote-subject.tsx); then one to three options,
 * each with lines typed (the price book's lines suggested by name) and a discount, or, for a visit
 * with a measure sheet, priced from its openings by the price book (openings-fields.tsx); then tax,
 * deposit, job address, note and days. Typed totals are previewed by the same rules the server
 * applies; options from the openings are previewed by the server. The server prices what is saved
 * and answers its figures. The state is use-quote-editor.ts's, the rules quote-draft.ts's.
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminQuote, adminQuoteSubject } from "@/schemas/routes/admin";
import type { AdminQuoteDetail, QuoteSubject } from "@/schemas/quote";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { OpeningsFields } from "./openings-fields";
import { OptionFields } from "./option-fields";
import { YearBuiltField } from "../measure/year-built-field";
import { QuoteSubjectPanel } from "./quote-subject";
import { QuoteTermsFields } from "./quote-terms-fields";
import { useQuoteEditor, type Owner } from "./use-quote-editor";

/** The server's message and its field errors. */
function Problems({ title, fieldErrors }: { title: string; fieldErrors: Record<string, string[]> }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {Object.entries(fieldErrors).map(([name, messages]) => (
          <li key={name}>
            {name}: {messages.join("; ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Editor({ detail, owner, subject }: { detail?: AdminQuoteDetail; owner: Owner; subject: QuoteSubject }) {
  const ids = useId();
  const editor = useQuoteEditor({ detail, owner, subject });
  const { draft, save } = editor;
  const fromOpenings = draft.mode === "openings";

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), save.run())} className="grid gap-6">
      <QuoteSubjectPanel subject={subject} textLanguage={editor.textLanguage} />
      {"appointmentId" in owner && <YearBuiltField appointmentId={owner.appointmentId} yearBuilt={subject.yearBuilt} />}
      <datalist id={`${ids}-catalog`}>
        {editor.book.lines.map((line) => (
          <option key={line.id} value={line.name} />
        ))}
      </datalist>
      {(editor.canPriceOpenings || fromOpenings) && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="font-semibold">Price the options</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${ids}-mode`} checked={!fromOpenings} onChange={() => editor.setMode("typed")} />
            Typed lines
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${ids}-mode`} checked={fromOpenings} onChange={() => editor.setMode("openings")} />
            From the measure sheet
          </label>
        </fieldset>
      )}
      {fromOpenings ? (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            {draft.fromOpenings.map((option, index) => (
              <OpeningsFields
                key={index}
                option={option}
                index={index}
                book={editor.book}
                preview={editor.openingsPreview(index)}
                onChange={(change) => editor.updateOpeningsOption(index, change)}
                onRemove={draft.fromOpenings.length > 1 ? () => editor.removeOpeningsOption(index) : undefined}
              />
            ))}
          </div>
          {editor.previewProblem && <Problems title={editor.previewProblem.message} fieldErrors={editor.previewProblem.fieldErrors} />}
          {draft.fromOpenings.length < 3 && (
            <Button type="button" variant="outline" onClick={editor.addOpeningsOption}>
              Add an option
            </Button>
          )}
        </>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            {draft.options.map((option, index) => (
              <OptionFields
                key={index}
                option={option}
                index={index}
                catalogList={`${ids}-catalog`}
                preview={editor.preview?.[index] ?? null}
                onChange={(change) => editor.updateOption(index, change)}
                onRemove={draft.options.length > 1 ? () => editor.removeOption(index) : undefined}
              />
            ))}
          </div>
          {draft.options.length < 3 && (
            <Button type="button" variant="outline" onClick={editor.addOption}>
              Add an option
            </Button>
          )}
        </>
      )}
      <QuoteTermsFields draft={draft} locale={subject.locale} onChange={editor.change} taxRate={editor.taxRate} lead={"leadId" in owner} />
      {save.failed && <Problems title={save.message} fieldErrors={save.fieldErrors} />}
      <Button type="submit" size="lg" disabled={save.pending}>
        {editor.revision ? "Save as a new revision" : "Save the draft"}
      </Button>
    </form>
  );
}

/** The editor once it knows who the quote is for (and, for an edit, the quote). */
function WithSubject({ owner, detail }: { owner: Owner; detail?: AdminQuoteDetail }) {
  const subject = useQuery(apiQuery(apiUrl(adminQuoteSubject, { query: owner })));
  return (
    <QueryState
      query={subject}
      loading="Loading who the quote is for..."
      error="We couldn't load the visit or lead this quote is for. Reload the page."
    >
      {(loaded) => <Editor detail={detail} owner={owner} subject={loaded} />}
    </QueryState>
  );
}

function Load() {
  const params = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search);
  const id = params.get("id");
  const appointmentId = params.get("appointmentId");
  const leadId = params.get("leadId");
  const detail = useQuery({ ...apiQuery(apiUrl(adminQuote, { params: { id: id ?? "" } })), enabled: Boolean(id) });
  if (id) {
    return (
      <QueryState query={detail} loading="Loading the quote..." error="We couldn't load this quote.">
        {(quote) => (
          <WithSubject owner={quote.appointmentId ? { appointmentId: quote.appointmentId } : { leadId: quote.leadId! }} detail={quote} />
        )}
      </QueryState>
    );
  }
  if (appointmentId) return <WithSubject owner={{ appointmentId }} />;
  if (leadId) return <WithSubject owner={{ leadId }} />;
  return <p role="alert">Open the editor from a visit or a lead (&quot;Write a quote&quot;).</p>;
}

/** The /admin/quote island. */
export function QuoteEditor({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Load />}
      </RouteGuard>
    </QueryProvider>
  );
}
