/**
 * The contact form (home page and /contact): idle → sending ('Sending...', disabled) →
 * success (toast with the server's message, form reset) or error (toast). Validated by
 * the same schema as the leads route, which loads once the visitor starts on the form.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid, Select, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, apiUrl } from "@/browser/api-request";
import { leads } from "@/schemas/routes/booking";
import { contactFormCopy } from "@/i18n/contact-form";
import type { Locale } from "@/i18n/locales";
import type { LeadRequest } from "@/schemas/lead";
import { LEAD_SERVICES } from "@/schemas/services";
import { lazyResolver } from "./lazy-resolver";
import { PersonFields } from "./person-fields";
import { useFormOptions } from "./use-form-token";
import { SmsConsentBox } from "./sms-consent-box";
import { storedAttribution } from "@/browser/attribution-form";
import { AddPhotos } from "./photos/add-photos";

interface ContactFormProps {
  /** Where the form sits, stored with the lead, e.g. "home" or "contact-page". */
  source: string;
  /** The page's language: the form's words and the answers it asks the server for (default English). */
  locale?: Locale;
}

const empty: LeadRequest = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  service: "" as LeadRequest["service"],
  projectDetails: "",
  website: "",
  smsConsent: false,
};

/** The lead schema in `locale` with its zod resolver, fetched on first use (see lazyResolver). */
const loadResolver = (locale: Locale) => () =>
  Promise.all([import("@/schemas/lead"), import("@hookform/resolvers/zod")]).then(
    ([{ leadRequestSchemaFor }, { zodResolver }]) => zodResolver(leadRequestSchemaFor(locale)) as Resolver<LeadRequest>,
  );

function Form({ source, locale = "en" }: ContactFormProps) {
  const t = contactFormCopy[locale];
  const [validation] = useState(() => lazyResolver(loadResolver(locale)));
  const form = useForm<LeadRequest>({ resolver: validation.resolver, defaultValues: empty, shouldFocusError: false });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  // Until React has taken over, a click would submit the fields as a plain GET: keep the button off.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const { token: formToken, sms: smsOffered } = useFormOptions();

  // One request at a time, no cache to share: plain state, not a query client.
  const [sending, setSending] = useState(false);
  // Photos are an extra, uploaded on their own and named by id; a new key empties the picker after a send.
  const [photos, setPhotos] = useState<{ ids: string[]; busy: boolean }>({ ids: [], busy: false });
  const photosChanged = useCallback((ids: string[], busy: boolean) => setPhotos({ ids, busy }), []);
  const [pickerKey, setPickerKey] = useState(0);

  async function send(values: LeadRequest) {
    setSending(true);
    try {
      const result = await apiRequest("POST", apiUrl(leads), {
        ...values,
        source,
        formToken,
        locale,
        attribution: storedAttribution(),
        ...(photos.ids.length && { photoIds: photos.ids }),
      });
      if (!result.success) return failed();
      toast({ title: t.sentTitle, description: result.message || t.thanks });
      form.reset(empty);
      setPickerKey((key) => key + 1);
    } catch (error) {
      if (error instanceof ApiError && error.body.fieldErrors) {
        for (const [field, messages] of Object.entries(error.body.fieldErrors)) {
          if (field in empty) form.setError(field as keyof LeadRequest, { message: messages[0] }, { shouldFocus: true });
        }
      }
      // Over a limit, the server's message says what to do instead.
      if (error instanceof ApiError && error.status === 429) {
        toast({ variant: "destructive", title: t.errorTitle, description: error.body.error });
        return;
      }
      failed();
    } finally {
      setSending(false);
    }
  }

  function failed() {
    toast({ variant: "destructive", title: t.errorTitle, description: t.failed });
  }

  const error = (field: keyof LeadRequest) => errors[field]?.message;

  return (
    <form
      noValidate
      onFocus={validation.preload}
      onSubmit={(event) => form.handleSubmit(send, () => focusFirstInvalid(formRef.current))(event)}
      ref={formRef}
      className="grid gap-4"
      aria-label={t.label}
    >
      <PersonFields register={form.register} errors={errors} labels={t.person} />
      <Field label={t.service} error={error("service")}>
        <Select {...form.register("service")}>
          <option value="">{t.chooseService}</option>
          {LEAD_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t.serviceLabels[service]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.projectDetails} optional={t.optional} error={error("projectDetails")}>
        <Textarea {...form.register("projectDetails")} />
      </Field>
      <AddPhotos key={pickerKey} locale={locale} onChange={photosChanged} />
      <SmsConsentBox register={form.register} offered={smsOffered} locale={locale} />
      <Button type="submit" size="mobile-lg" disabled={!hydrated || sending || photos.busy}>
        {sending ? t.sending : t.send}
      </Button>
    </form>
  );
}

export function ContactForm(props: ContactFormProps) {
  return <Form {...props} />;
}
