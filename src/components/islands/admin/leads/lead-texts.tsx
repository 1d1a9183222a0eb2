/**
 * A lead's texts on its card: the summary the list carries (consent, count, last state), and the
 * whole thread only when the admin opens it, so a page of leads asks for no thread at all.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NO_TEXTS, type TextSummary } from "@/schemas/sms-admin";
import { consentText, messagesText } from "../sms/text-summary";
import { SmsThread } from "../sms/sms-thread";

export function LeadTexts({ leadId, texts = NO_TEXTS, configured }: { leadId: string; texts?: TextSummary; configured: boolean }) {
  const [open, setOpen] = useState(false);
  const threadId = useId();
  if (!configured) return null;
  // Without consent and without a text, the thread would only repeat "no consent".
  const hasThread = texts.consent || texts.messages > 0;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-800">Texts: </span>
          {consentText(texts)} · {messagesText(texts)}
        </p>
        {hasThread && (
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls={threadId} onClick={() => setOpen(!open)}>
            {open ? "Hide texts" : texts.consent && !texts.optedOut ? "Show texts and reply" : "Show texts"}
          </Button>
        )}
      </div>
      {hasThread && <div id={threadId}>{open && <SmsThread subject={{ leadId }} />}</div>}
    </div>
  );
}
