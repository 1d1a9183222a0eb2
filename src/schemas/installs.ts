/**
 * The installs calendar as the screens read it (GET /api/admin/installs, the dashboard, the day
 * sheet): each job's install on its crew, with its days in the range asked for.
 */
import type { InstallOpening } from "@/core/install-sheet";
import type { JobStage } from "@/core/job-stages";

/** One job's install in the installs calendar. */
export interface InstallCalendarEntry {
  jobId: string;
  jobNumber: number;
  stage: JobStage;
  crew: number;
  /** Its days within the range asked for, YYYY-MM-DD. */
  dates: string[];
  customer: string;
  jobAddress: string;
  /** The chosen option's name. */
  optionName: string;
  /** The units to install, as ordered (never a price); empty for a job without orders. */
  openings: InstallOpening[];
  /** The home was built before 1978 (or of an unknown year): the crew works lead-safe (EPA's RRP rule). */
  leadSafe: boolean;
}

/** GET /api/admin/installs: the crews' days over a range. */
export interface InstallCalendar {
  from: string;
  to: string;
  /** installCrews now. */
  crews: number;
  /** Days the calendar is closed in the range (no install takes them). */
  closedDates: string[];
  installs: InstallCalendarEntry[];
}
