/**
 * The installs calendar as the screens read it (GET /api/admin/installs, the dashboard, the day
 * sheet): each job's install on its crew, with its days in the range asked for.
 */
import type { InstallOpening } from "@/core/install-sheet";
import type { JobStage } from "@/core/job-stages";
import type { Permit } from "@/core/permits";

/** One job's install in the installs calendar. */
export interface InstallCalendarEntry {
  jobId: string;
  jobNumber: number;
  stage: JobStage;
  crew: number;
  /** That crew's name ("Crew 1", "Luis and Ana"). */
  crewName: string;
  /** Its days within the range asked for, YYYY-MM-DD. */
  dates: string[];
  customer: string;
  jobAddress: string;
  /** The chosen option's name. */
  optionName: string;
  /** The units to install, as ordered (never a price); empty for a job without orders. */
  openings: InstallOpening[];
  /** The job's building permit: the sheet and the event say its number, or that it is not issued yet. */
  permit: Pick<Permit, "required" | "number" | "status">;
  /** The home was built before 1978 (or of an unknown year): the crew works lead-safe (EPA's RRP rule). */
  leadSafe: boolean;
}

/** A crew as the installs calendar names it. */
export interface InstallCrew {
  number: number;
  name: string;
  retired: boolean;
}

/** GET /api/admin/installs: the crews' days over a range. */
export interface InstallCalendar {
  from: string;
  to: string;
  /** The crews the calendar has rows for: every active crew, and any retired crew still holding a day in the range, by number. */
  crews: InstallCrew[];
  /** Days the calendar is closed in the range (no install takes them). */
  closedDates: string[];
  installs: InstallCalendarEntry[];
}
