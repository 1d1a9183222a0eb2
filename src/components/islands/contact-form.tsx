/**
 * The contact form (home page and /contact): idle → sending ('Sending...', disabled) →
 * success (toast with the server's message, form reset) or error (toast). Validated by
 * the same schema as POST /api/leads.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid, Select, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest } from "@/lib/api-request";
import { LEAD_SERVICE_LABELS, LEAD_SERVICES, LEAD_THANKS_MESSAGE, leadRequestSchema, type LeadRequest } from "@/schemas/lead";
import { PersonFields } from "./person-fields";
import { useFormToken } from "./use-form-token";

interface ContactFormProps {
  /** Where the form sits, stored with the lead, e.g. "home" or "contact-page". */
  source: string;
}

const empty: LeadRequest = { firstName: "", lastName: "", email: "", phone: "", service: "" as LeadRequest["service"], projectDetails: "", website: "" };

function Form({ source }: ContactFormProps) {
  const form = useForm<LeadRequest>({ resolver: zodResolver(leadRequestSchema) as never, defaultValues: empty, shouldFocusError: false });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  // Until React has taken over, a click would submit the fields as a plain GET: keep the button off.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const formToken = useFormToken();

  // One request at a time, no cache to share: plain state, not a query client.
  const [sending, setSending] = useState(false);

  async function send(values: LeadRequest) {
    setSending(true);
    try {
      const result = await apiRequest<{ success: boolean; message?: string }>("POST", "/api/leads", { ...values, source, formToken });
      if (!result.success) return failed();
      toast({ title: "Message Sent!", description: result.message || LEAD_THANKS_MESSAGE });
      form.reset(empty);
    } catch (error) {
      if (error instanceof ApiError && error.body.fieldErrors) {
        for (const [field, messages] of Object.entries(error.body.fieldErrors)) {
          if (field in empty) form.setError(field as keyof LeadRequest, { message: messages[0] }, { shouldFocus: true });
        }
      }
      // Over a limit, the server's message says what to do instead.
      if (error instanceof ApiError && error.status === 429) {
        toast({ variant: "destructive", title: "Error", description: error.body.error });
        return;
      }
      failed();
    } finally {
      setSending(false);
    }
  }

  function failed() {
    toast({ variant: "destructive", title: "Error", description: "Failed to send message. Please try again or call us directly." });
  }

  const error = (field: keyof LeadRequest) => errors[field]?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit(send, () => focusFirstInvalid(formRef.current))} ref={formRef} className="grid gap-4" aria-label="Contact us">
      <PersonFields register={form.register} errors={errors} />
      <Field label="Service" error={error("service")}>
        <Select {...form.register("service")}>
          <option value="">Choose a service</option>
          {LEAD_SERVICES.map((service) => (
            <option key={service} value={service}>
              {LEAD_SERVICE_LABELS[service]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Project details" optional error={error("projectDetails")}>
        <Textarea {...form.register("projectDetails")} />
      </Field>
      <Button type="submit" size="mobile-lg" disabled={!hydrated || sending}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

export function ContactForm(props: ContactFormProps) {
  return <Form {...props} />;
}
