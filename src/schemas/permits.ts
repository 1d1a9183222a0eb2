/**
 * A job's building permit as the office sends it (inside PATCH /api/admin/jobs/{id}: `permit`) and
 * as the job page reads it. The whole permit is sent each time; a field left out is cleared. What
 * may be recorded together is decided once (src/core/permits.ts permitProblems); its 400 names the
 * field.
 */
import { isRealDate } from "@/core/phoenix-time";
import { PERMIT_REQUIRED, PERMIT_STATUSES, permitProblems, type Permit } from "@/core/permits";
import { permitWords } from "@/i18n/permits";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

export const permitSchema = z
  .object({
    required: z.enum(PERMIT_REQUIRED, { error: `Say whether a permit is required: ${PERMIT_REQUIRED.join(", ")}` }),
    /** The city's number, "BP-2026-1234". */
    number: officeText("the permit number", 60)
      .nullable()
      .optional()
      .transform((value) => value || null),
    status: z.enum(PERMIT_STATUSES, { error: `Choose the permit's status: ${PERMIT_STATUSES.join(", ")}` }),
    /** YYYY-MM-DD. */
    inspectionDate: z
      .string({ error: "Give the inspection day as YYYY-MM-DD" })
      .refine(isRealDate, "Give the inspection day as a real day, YYYY-MM-DD")
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((permit, context) => {
    for (const [field, problem] of Object.entries(permitProblems(permit)))
      context.addIssue({ code: "custom", path: [field], message: permitWords.en.problems[problem] });
  });
export type PermitInput = z.input<typeof permitSchema>;

/** The permit as the job page reads it: as recorded, and whether it holds the install back (required, not issued). */
export interface JobPermit extends Permit {
  pending: boolean;
}
