/**
 * The crew's phone (/crew, netlify/functions/crew.mts): what an installer reads of their crew's
 * install days, and what the phone sends back (an after-photo, the customer's sign-off). Every
 * write carries the phone's own id (`clientId`), so a write sent again from the offline queue
 * after a lost answer is kept once. Nothing here holds a price or a payment.
 */
import type { OrderedUnit } from "@/core/purchase-orders";
import { SIGN_OFF_OUTCOMES, type SignOffOutcome } from "@/core/sign-off";
import type { Locale } from "@/i18n/locales";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** The longest issues text the customer may list at the sign-off. */
export const MAX_SIGN_OFF_ISSUES = 2000;

/**
 * POST /api/crew/jobs/{id}/photos: the multipart body's fields besides the `photo` file, which the
 * upload pipeline judges (src/server/photos/upload-photo.ts).
 */
export const crewPhotoSchema = z.object({
  /** The phone's id for the photo, made when it was taken. */
  clientId: z.uuid("Not a photo of this phone"),
});

/** POST /api/crew/jobs/{id}/sign-off: the customer's typed name and their choice, as the phone took them. */
export const signOffSchema = z
  .object({
    /** The phone's id for the sign-off, made when the customer signed. */
    clientId: z.uuid("Not a sign-off of this phone"),
    typedName: officeText("the customer's full name", 120).pipe(z.string().min(2, "Type the customer's full name")),
    outcome: z.enum(SIGN_OFF_OUTCOMES, { error: "Choose completed, or completed with issues" }),
    /** What is left to do, in the customer's words: required with "issues". */
    issues: officeText("the issues", MAX_SIGN_OFF_ISSUES).optional(),
    /** When the customer signed on the phone (ISO instant), which may be long before it was sent. */
    signedAt: z.iso.datetime({ offset: true, error: "Give the time of signing as an ISO instant" }),
  })
  .refine((body) => body.outcome !== "issues" || (body.issues ?? "").length > 0, {
    path: ["issues"],
    message: "Write the issues the customer names",
  });
export type SignOffBody = z.infer<typeof signOffSchema>;

/** A sign-off as the server keeps it. */
export interface CrewSignOff {
  clientId: string;
  typedName: string;
  outcome: SignOffOutcome;
  issues: string;
  signedAt: string;
  recordedBy: string;
}

/** One job of a crew's day, as the phone shows it: where, who, what to install; never a price. */
export interface CrewJob {
  id: string;
  number: number;
  stage: string;
  customerName: string;
  phone: string;
  address: string;
  mapUrl: string;
  /** The units to install, as ordered (room, style, size, product, options, install method, glass). */
  openings: (OrderedUnit & { openingId: string; photoCount: number })[];
  /** The job's photos (the office's and the crew's), as links the signed-in team may open. */
  photos: { id: string; url: string; takenBy: string | null }[];
  /** The re-measure's values and notes, as the office wrote them. */
  notes: string;
  permitNumber: string | null;
  /** The home was built before 1978, or nobody recorded its year: lead-safe work practices apply. */
  leadSafe: boolean;
  /** The customer's language: their sign-off is in it. */
  locale: Locale;
  signOff: CrewSignOff | null;
}

/** One crew's job on one day. */
export interface CrewDayJob {
  day: string;
  crew: number;
  crewName: string;
  job: CrewJob;
}

/** GET /api/crew/days: today's and tomorrow's install days of the viewer's crews, in order. */
export interface CrewDays {
  today: string;
  tomorrow: string;
  days: CrewDayJob[];
}
