/**
 * The booking form: the shared appointment schema checks it in the browser with the same
 * messages the server sends; errors the server returns land on the same fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid, Input, Select, Textarea } from "@/components/ui/field";
import { bookingCopy } from "@/i18n/booking";
import { formatDay, formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { PersonFields } from "../person-fields";
import { SmsConsentBox } from "../sms-consent-box";
import { textableWhenConsented } from "@/schemas/fields";
import { validationMessages } from "@/i18n/validation";
import { AddPhotos } from "../photos/add-photos";
import * as z from "zod/mini";
import { appointmentFieldsSchemaFor, type AppointmentRequest } from "@/schemas/appointment";
import { BOOKING_SERVICE_TYPES } from "@/schemas/services";

/** The fields a visitor fills in, with the messages in `locale`; date, time and the rest come from the calendar. */
export const contactFieldsSchemaFor = (locale: Locale) =>
  z
    .pick(appointmentFieldsSchemaFor(locale), {
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      address: true,
      city: true,
      zipCode: true,
      serviceType: true,
      projectDetails: true,
      website: true,
      smsConsent: true,
    })
    .check(textableWhenConsented(validationMessages[locale]));

export type ContactFields = Pick<
  AppointmentRequest,
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "address"
  | "city"
  | "zipCode"
  | "serviceType"
  | "projectDetails"
  | "website"
  | "smsConsent"
  | "photoIds"
>;

interface BookingFormProps {
  date: string;
  time: string;
  /** The visit's length in minutes: the form names the arrival window. */
  duration: number;
  initialDetails: string;
  /** Fields filled in beforehand (the admin booking a visit for a lead), over the empty form. */
  initial?: Partial<ContactFields>;
  /** The page's language (default English). */
  locale?: Locale;
  /** True when the server can text: shows the "Text me about my visit" box. */
  smsOffered?: boolean;
  pending: boolean;
  /** Field messages from the server's 400. */
  serverErrors?: Record<string, string[]>;
  onBack: () => void;
  onSubmit: (fields: ContactFields) => void;
}

export function BookingForm({
  date,
  time,
  duration,
  initialDetails,
  initial,
  locale = "en",
  smsOffered,
  pending,
  serverErrors,
  onBack,
  onSubmit,
}: BookingFormProps) {
  const t = bookingCopy[locale];
  const form = useForm<ContactFields>({
    resolver: zodResolver(contactFieldsSchemaFor(locale)) as never,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      address: "",
      city: "",
      zipCode: "",
      serviceType: "consultation",
      projectDetails: initialDetails,
      website: "",
      smsConsent: false,
      ...initial,
    },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  // Photos are an extra: uploaded on their own, named by id in the booking.
  const [photos, setPhotos] = useState<{ ids: string[]; busy: boolean }>({ ids: [], busy: false });
  const photosChanged = useCallback((ids: string[], busy: boolean) => setPhotos({ ids, busy }), []);

  useEffect(() => {
    for (const [field, messages] of Object.entries(serverErrors ?? {})) {
      if (field in form.getValues()) form.setError(field as keyof ContactFields, { message: messages[0] }, { shouldFocus: true });
    }
  }, [serverErrors, form]);

  const error = (field: keyof ContactFields) => errors[field]?.message;

  return (
    <form
      noValidate
      onSubmit={(event) =>
        form.handleSubmit(
          (fields) => onSubmit(photos.ids.length ? { ...fields, photoIds: photos.ids } : fields),
          () => focusFirstInvalid(formRef.current),
        )(event)
      }
      ref={formRef}
      className="grid gap-4"
      aria-label={t.form.label}
    >
      <p data-view-heading tabIndex={-1} className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900 focus:outline-none">
        {t.dayAt(formatDay(date, locale, true), formatWindow(time, duration, locale))}
      </p>
      <PersonFields register={form.register} errors={errors} labels={t.form} />
      <Field label={t.form.address} error={error("address")}>
        <Input autoComplete="street-address" {...form.register("address")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.form.city} error={error("city")}>
          <Input autoComplete="address-level2" {...form.register("city")} />
        </Field>
        <Field label={t.form.zipCode} error={error("zipCode")}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} {...form.register("zipCode")} />
        </Field>
      </div>
      <Field label={t.form.service} error={error("serviceType")}>
        <Select {...form.register("serviceType")}>
          {BOOKING_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.form.serviceLabels[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.form.projectDetails} optional={t.form.optional} error={error("projectDetails")} hint={t.form.projectHint}>
        <Textarea {...form.register("projectDetails")} />
      </Field>
      <AddPhotos locale={locale} onChange={photosChanged} />
      <SmsConsentBox register={form.register} offered={smsOffered} locale={locale} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t.form.back}
        </Button>
        <Button type="submit" size="lg" disabled={pending || photos.busy}>
          {pending ? t.form.booking : t.form.book}
        </Button>
      </div>
    </form>
  );
}
