/**
 * A visit's or lead's text messages: the consent (when, which wording, which language), every
 * text both ways with its delivery status, a free-text reply, and for a visit "On my way"
 * with an ETA of 15, 30 or 45 minutes. Sending needs consent; the server refuses otherwise.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import { adminOnMyWay, adminTextSend, adminTextThread } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import type { AdminText } from "@/schemas/sms-admin";
import { unbrokenPhone } from "@/i18n/phone";
import { formatInstant } from "../admin-time";

type Subject = { appointmentId: string } | { leadId: string };

export function SmsThread({ subject }: { subject: Subject }) {
  const thread = useQuery(apiQuery(apiUrl(adminTextThread, { query: subject })));
  const [body, setBody] = useState("");
  const sent = (title: string) => () => {
    toast({ title });
    setBody("");
    void thread.refetch();
  };
  const failed = (error: unknown) => {
    toast({ variant: "destructive", title: "Not sent", description: errorMessage(error, "We couldn't send the text. Please try again.") });
    // A text Twilio refused is kept (and retried): the thread shows it with its error.
    void thread.refetch();
  };
  const send = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminTextSend), { ...subject, body }),
    onSuccess: sent("Text sent"),
    onError: failed,
  });
  // Offered for a visit only (below).
  const onMyWay = useMutation({
    mutationFn: (etaMinutes: 15 | 30 | 45) =>
      apiRequest("POST", apiUrl(adminOnMyWay), { appointmentId: "appointmentId" in subject ? subject.appointmentId : "", etaMinutes }),
    onSuccess: sent("On my way sent"),
    onError: failed,
  });

  if (!thread.data?.configured) return null;
  const { consent, optedOut, messages } = thread.data;
  const canText = Boolean(consent) && !optedOut;
  return (
    <section aria-label="Text messages" className="grid gap-3 rounded-2xl border border-slate-200 p-4">
      <h3 className="font-bold text-slate-900">Text messages</h3>
      <p className="text-sm text-slate-700">
        {consent
          ? `Agreed to texts at ${unbrokenPhone(consent.phone)} on ${formatInstant(consent.consentedAt)} (wording ${consent.wordingVersion}, ${consent.locale === "es" ? "Spanish" : "English"}).`
          : "No consent to texts: this customer cannot be texted."}
        {optedOut && " They have since replied STOP: no texts until they reply START."}
      </p>
      {messages.length > 0 && (
        <ol className="grid gap-2">
          {messages.map((message) => (
            <TextBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      {canText && (
        <>
          {"appointmentId" in subject && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-slate-800">On my way, arriving in</span>
              {([15, 30, 45] as const).map((minutes) => (
                <Button key={minutes} variant="outline" size="sm" disabled={onMyWay.isPending} onClick={() => onMyWay.mutate(minutes)}>
                  {minutes} min
                </Button>
              ))}
            </div>
          )}
          <label className="grid gap-1.5 text-sm font-semibold text-slate-800">
            Text the customer
            <Textarea value={body} maxLength={480} onChange={(event) => setBody(event.target.value)} />
          </label>
          <Button className="justify-self-start" disabled={!body.trim() || send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? "Sending..." : "Send text"}
          </Button>
        </>
      )}
    </section>
  );
}

function TextBubble({ message }: { message: AdminText }) {
  const inbound = message.direction === "inbound";
  const state = inbound ? "received" : message.status === "sent" ? (message.deliveryStatus ?? "sent") : message.status;
  return (
    <li
      className={
        inbound ? "max-w-[85%] justify-self-start rounded-xl bg-slate-100 p-3" : "max-w-[85%] justify-self-end rounded-xl bg-brand-50 p-3"
      }
    >
      <p className="text-sm whitespace-pre-line text-slate-900">{message.body}</p>
      <p className="mt-1 text-xs text-slate-600">
        {formatInstant(message.createdAt)} ·{" "}
        {inbound ? "from the customer" : `${message.kind}${message.sentBy ? ` by ${message.sentBy}` : ""}`} · {state}
        {message.lastError && ` (${message.lastError})`}
      </p>
    </li>
  );
}
