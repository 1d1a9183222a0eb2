/** The admin's marks on an appointment or lead (spam, over a limit, outside the service area), and the list filter's choices. */
import type { AbuseFlag } from "@/schemas/admin";

/** What each flag says to the admin. */
export const FLAG_LABELS: Record<AbuseFlag, string> = {
  spam: "Spam",
  "over-limit": "Over a limit",
  "outside-service-area": "Outside service area",
};

// Dark text on a light tint, above 4.5:1 like the status badges.
const tones: Record<AbuseFlag, string> = {
  spam: "bg-red-100 text-red-900",
  "over-limit": "bg-orange-100 text-orange-900",
  "outside-service-area": "bg-violet-100 text-violet-900",
};

/** The row's flags as small labels; nothing for an unflagged row. `title` explains spam. */
export function FlagBadges({ flags, spamReason }: { flags: AbuseFlag[]; spamReason?: string | null }) {
  if (!flags.length) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {flags.map((flag) => (
        <span
          key={flag}
          data-slot="flag-badge"
          title={flag === "spam" && spamReason ? `Judged spam: ${spamReason}` : undefined}
          className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[flag]}`}
        >
          {FLAG_LABELS[flag]}
        </span>
      ))}
    </span>
  );
}

/** The "Flags" select's options: every row, any flag, or one flag. */
export function FlagOptions({ flags }: { flags: readonly AbuseFlag[] }) {
  return (
    <>
      <option value="">Flagged or not</option>
      <option value="any">Any flag</option>
      {flags.map((flag) => (
        <option key={flag} value={flag}>
          {FLAG_LABELS[flag]}
        </option>
      ))}
    </>
  );
}
