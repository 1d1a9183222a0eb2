/**
 * Moving a visit to another time: what the manage page (POST /api/reschedule/{token}) and
 * the admin appointment detail (POST /api/admin/appointments/{id}/move) send. The
 * calendar's rules (past, Sunday, lead time, full) are checked on top by the server.
 */
import { z } from "./zod";
import { isRealDate } from "@/lib/phoenix-time";

export const rescheduleRequestSchema = z.object({
  /** The new Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: z.string({ error: "Choose a date" }).refine(isRealDate, "Choose a real date"),
  /** The new slot label, e.g. "10:00 AM". */
  appointmentTime: z.string({ error: "Choose a time" }).min(1, "Choose a time").max(20, "Choose a time"),
});

export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** What the manage page shows of a visit (GET and POST answers): nothing personal beyond the city. */
export interface ManageView {
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: string;
  /** Slot label, e.g. "10:00 AM". */
  appointmentTime: string;
  /** "Thursday, December 3, 2026". */
  dateLabel: string;
  city: string;
  status: string;
  /** True while it can still be moved or cancelled online: pending or confirmed, not yet started. */
  cancellable: boolean;
}
