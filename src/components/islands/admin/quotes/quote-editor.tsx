/**
 * /admin/quote: writing a quote for a visit (?appointmentId=) or a lead (?leadId=), or editing one
 * (?id=; a sent quote's edit becomes a new revision). At the top, who it is for and the language
 * they read (src/components/islands/admin/quotes/quote-subject.tsx); then one to three options,
 * each with lines typed or picked from the product lines (their price range as a hint and its
 * middle as a starting price), a discount; then tax, deposit, job address, note and days. The
 * totals shown are a preview by the same rules the server applies; the server prices what is
 * saved and answers its figures. The state is use-quote-editor.ts's, the rules quote-draft.ts's.
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
import { OptionFields } from "./option-fields";
import { dollars } from "./quote-format";
import { QuoteSubjectPanel } from "./quote-subject";
import { QuoteTermsFields } from "./quote-terms-fields";
import { useQuoteEditor, type Owner } from "./use-quote-editor";

function Editor({ detail, owner, subject }: { detail?: AdminQuoteDetail; owner: Owner; subject: QuoteSubject }) {
  const ids = useId();
  const editor = useQuoteEditor({ detail, owner, subject });
  const { draft, save } = editor;

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), save.run())} className="grid gap-6">
      <QuoteSubjectPanel subject={subject} textLanguage={editor.textLanguage} />
      <datalist id={`${ids}-catalog`}>
        {editor.catalog.map((line) => (
          <option key={line.name} value={line.name}>{`${dollars(line.minCents)}-${dollars(line.maxCents)} per window`}</option>
        ))}
      </datalist>
      <div className="grid gap-4 lg:grid-cols-3">
        {draft.options.map((option, index) => (
          <OptionFields
            key={index}
            option={option}
            index={index}
            catalog={editor.catalog}
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
      <QuoteTermsFields draft={draft} locale={subject.locale} onChange={editor.change} />
      {save.failed && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{save.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(save.fieldErrors).map(([name, messages]) => (
              <li key={name}>
                {name}: {messages.join("; ")}
              </li>
            ))}
          </ul>
        </div>
      )}
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
