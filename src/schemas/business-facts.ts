/**
 * The business facts: one file, src/content/business/business.json, that the owner edits in the
 * CMS ("Business facts") or by hand. The site (footer, structured data, content tokens such as
 * `{{phone}}`) and the server (emails, texts, calendar invitations) read it through
 * src/config/business.ts, where environment variables may still override a fact for one deploy.
 * Each field's `meta` is what the editor reads beside it in the CMS.
 */
import { z } from "zod";
import { ROC_LICENSE_TYPED } from "../core/roc-license";
import { matching } from "./field-meta";

/** "07:00", "17:30": a 24-hour clock time in Phoenix. */
const clockTime = matching(/^([01]\d|2[0-3]):[0-5]\d$/, "Write the time on a 24-hour clock as HH:MM, e.g. 07:00 or 17:00.");

/** One weekday's hours; both times empty means closed all day. */
export const dayHoursSchema = z
  .object({
    opens: clockTime.optional().meta({ title: "Opens", description: "24-hour clock, e.g. 07:00." }),
    closes: clockTime.optional().meta({ title: "Closes", description: "24-hour clock, e.g. 17:00." }),
  })
  .refine(
    (day) => Boolean(day.opens) === Boolean(day.closes),
    "Give both an opening and a closing time, or leave both empty for a closed day.",
  )
  .refine((day) => !day.opens || !day.closes || day.opens < day.closes, "The closing time must come after the opening time.");

export type DayHours = z.infer<typeof dayHoursSchema>;

/** The weekdays in the order the file and the CMS list them. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

// A day left out of the file, or given no times, is closed (the CMS leaves an empty day out).
const day = (name: string) =>
  dayHoursSchema.optional().meta({ title: name, description: "Untick the day when the office is closed all day." });

export const businessFactsSchema = z.object({
  brand: z.string().min(3).meta({ title: "Business name", description: "The name shown everywhere, e.g. Windows & Doors Near Me." }),
  legalName: z.string().min(3).meta({
    title: "Legal name",
    description: "The registered name, for the footer and structured data, e.g. Windows & Doors Near Me LLC.",
  }),
  phone: z
    .string()
    .refine(
      (phone) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length === 10,
      "Write a US phone number with its area code, e.g. (602) 555-0100.",
    )
    .meta({
      title: "Phone",
      description: "Shown and linked on every page, e.g. (602) 555-0100. Content writes {{phone}} wherever it names it.",
    }),
  email: z
    .email("Write an email address, e.g. support@windowsanddoorsnearme.com.")
    .meta({ title: "Support email", description: "Shown in the footer, on the contact page and on the sign-in screen." }),
  address: z
    .object({
      street: z
        .string()
        .optional()
        .meta({ title: "Street", description: "Leave empty to show the city only, e.g. 123 N Gilbert Rd, Suite 4." }),
      city: z.string().min(2).meta({ title: "City" }),
      region: matching(/^[A-Z]{2}$/, "Use the two-letter state code, e.g. AZ.").meta({
        title: "State",
        description: "Two letters, e.g. AZ.",
      }),
      postalCode: matching(/^\d{5}$/, "A ZIP code has five digits.").meta({ title: "ZIP code" }),
      latitude: z
        .number()
        .min(-90)
        .max(90)
        .meta({ title: "Latitude", description: "The office's map pin in structured data, e.g. 33.3528." }),
      longitude: z.number().min(-180).max(180).meta({ title: "Longitude", description: "e.g. -111.789." }),
    })
    .meta({ title: "Office address" }),
  hours: z
    .object({
      monday: day("Monday"),
      tuesday: day("Tuesday"),
      wednesday: day("Wednesday"),
      thursday: day("Thursday"),
      friday: day("Friday"),
      saturday: day("Saturday"),
      sunday: day("Sunday"),
    })
    .meta({
      title: "Opening hours",
      description: "Phoenix time; an unticked day is closed. The footer, contact page, structured data and the {{hours}} token read them.",
    }),
  rocLicense: matching(ROC_LICENSE_TYPED, "Write the license number as ROC and its digits, e.g. ROC 123456, or the digits alone.")
    .optional()
    .meta({
      title: "ROC license number",
      description:
        "Arizona requires it in advertising: the footer links it to the Registrar of Contractors. A production deploy without it stops with an error. e.g. ROC 123456.",
    }),
  serviceArea: z
    .object({
      en: z.string().min(10).max(60).meta({ title: "English", description: "e.g. Gilbert and the Phoenix East Valley" }),
      es: z.string().min(10).max(60).meta({ title: "Spanish", description: "e.g. Gilbert y el East Valley de Phoenix" }),
    })
    .meta({
      title: "Service area in words",
      description: "How the footer and the social cards name the area you serve. The cities themselves are the city pages.",
    }),
  warranty: z
    .object({
      workmanship: z
        .object({
          en: z.string().min(20).max(300).meta({
            title: "English",
            description:
              "e.g. Our lifetime workmanship warranty covers the installation itself: if a problem traces back to our work, we come back and fix it at no charge.",
          }),
          es: z.string().min(20).max(300).meta({ title: "Spanish" }),
        })
        .meta({
          title: "Workmanship warranty",
          description: "The company's own warranty on its installation, as the email at a job's completion states it.",
        }),
      manufacturers: z
        .array(
          z.object({
            name: z
              .string()
              .min(2)
              .max(40)
              .meta({ title: "Manufacturer", description: "As the office records it on an order, e.g. Milgard." }),
            warrantyUrl: z
              .url("Write the full address, starting with https://.")
              .meta({ title: "Warranty page", description: "The manufacturer's warranty terms." }),
            registrationUrl: z.url("Write the full address, starting with https://.").optional().meta({
              title: "Registration page",
              description:
                "Where the homeowner registers the warranty with the order number; leave empty when the manufacturer needs no registration.",
            }),
          }),
        )
        .default([])
        .meta({
          title: "Manufacturers' warranties",
          description: "Each manufacturer's warranty and registration link, sent with the order number when a job is completed.",
        }),
    })
    .meta({ title: "Warranties", description: "What the customer receives when their job is completed." }),
  social: z
    .array(
      z.object({
        name: z.string().min(2).meta({ title: "Network", description: "The link's text, e.g. Facebook." }),
        url: z
          .url("Write the full address of the profile, starting with https://.")
          .meta({ title: "Profile address", description: "e.g. https://www.facebook.com/windowsanddoorsnearme" }),
      }),
    )
    .default([])
    .meta({ title: "Social profiles", description: "Linked in the footer and named in structured data. Leave empty for none." }),
});

/** The business facts file as written. */
export type BusinessFacts = z.infer<typeof businessFactsSchema>;
