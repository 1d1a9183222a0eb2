/**
 * /admin/texts: the texts customers sent, newest first, opening on the messages nobody has
 * answered (the route table's adminTextInbox), as a table where there is room and as cards on a
 * phone (../record-list.tsx); what shows is decided in text-inbox-view.ts. Each names who sent it
 * and opens the visit or lead whose thread holds it, to reply there; a call link, and "Mark
 * answered" when a call or an email did it (texting the number back answers it by itself). The
 * counts of texts sent and the way to the text settings come first.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { adminTextInboxText } from "@/schemas/routes/admin";
import { TEXT_INBOX_SHOWS, type InboxText, type TextInboxShow } from "@/schemas/text-inbox";
import { unbrokenPhone } from "@/i18n/phone";
import { refreshAdminData } from "../admin-api";
import { formatInstant } from "../admin-time";
import { AdminListPage, type FilterFormProps, type ListPage } from "../admin-list-page";
import { RecordList, type Column } from "../record-list";
import { SmsStats } from "./sms-admin-cards";
import {
  conversationHref,
  FIRST_VIEW,
  inboxFiltersFrom,
  inboxUrl,
  markAction,
  SHOW_LABELS,
  STATES,
  type InboxFilters,
} from "./text-inbox-view";

function InboxFiltersForm({ value, onApply }: FilterFormProps<InboxFilters>) {
  const [show, setShow] = useState(value.show);
  return (
    <form
      role="search"
      aria-label="Filter texts"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ show });
      }}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-[1fr_auto]"
    >
      <FilterField label="Show">
        <Select value={show} onChange={(event) => setShow(event.target.value as TextInboxShow)}>
          {TEXT_INBOX_SHOWS.map((choice) => (
            <option key={choice} value={choice}>
              {SHOW_LABELS[choice]}
            </option>
          ))}
        </Select>
      </FilterField>
      <Button type="submit" variant="secondary" size="field">
        Apply filters
      </Button>
    </form>
  );
}

function MarkButton({ text }: { text: InboxText }) {
  const action = markAction(text.state);
  const mark = useMutation({
    mutationFn: () => apiRequest("PATCH", apiUrl(adminTextInboxText, { params: { id: String(text.id) } }), { answered: action!.answered }),
    onSuccess: () => {
      toast({ title: action!.done, description: `The text from ${text.from ?? text.phone}.` });
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not saved",
        description: errorMessage(error, "We couldn't mark the text. Please try again."),
      }),
  });
  if (!action) return null;
  return (
    <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate()}>
      {action.label}
    </Button>
  );
}

const COLUMNS: Column<InboxText>[] = [
  {
    header: "From",
    card: "title",
    cell: (text) => {
      const href = conversationHref(text);
      const who = text.from ?? unbrokenPhone(text.phone);
      return href ? (
        <a href={href} className="font-semibold text-brand-800 underline underline-offset-2">
          {who}
        </a>
      ) : (
        <span className="font-semibold text-slate-800">{who}</span>
      );
    },
  },
  { header: "Received", cell: (text) => formatInstant(text.receivedAt) },
  { header: "Message", cell: (text) => <span className="break-words whitespace-pre-line">{text.body}</span> },
  {
    header: "State",
    card: "aside",
    cell: (text) => (
      <Badge tone={STATES[text.state].tone} className="whitespace-normal">
        {STATES[text.state].label}
      </Badge>
    ),
  },
  {
    header: "Actions",
    card: "plain",
    cell: (text) => (
      <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {conversationHref(text) && (
          <a
            href={conversationHref(text)!}
            className="inline-flex min-h-9 items-center text-sm font-semibold whitespace-nowrap text-brand-700 underline"
          >
            Read and reply
          </a>
        )}
        <a
          href={`tel:${text.phone}`}
          className="inline-flex min-h-9 items-center text-sm font-semibold whitespace-nowrap text-brand-700 underline"
        >
          Call {unbrokenPhone(text.phone)}
        </a>
        <MarkButton text={text} />
      </span>
    ),
  },
];

/** The /admin/texts island. */
export function TextsAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <AdminListPage
      supportEmail={supportEmail}
      noun="text"
      filtersFrom={inboxFiltersFrom}
      defaultFilters={FIRST_VIEW}
      FilterForm={InboxFiltersForm}
      pageUrl={inboxUrl}
      renderRows={(page: ListPage<InboxText>) => (
        <RecordList
          caption="Texts from customers, newest first"
          items={page.items}
          rowKey={(text) => String(text.id)}
          columns={COLUMNS}
          tableFrom="3xl"
        />
      )}
      intro={
        <div className="grid gap-3">
          <SmsStats />
          <p className="text-sm text-slate-700">
            Texts on or off, the morning-of reminder and quiet hours are in{" "}
            <a href="/admin/calendar-settings#text-settings" className="font-semibold text-brand-700 underline">
              the text settings
            </a>
            .
          </p>
        </div>
      }
    />
  );
}
