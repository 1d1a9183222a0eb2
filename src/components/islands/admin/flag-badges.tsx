/** The admin's marks on an appointment or lead (spam, over a limit, outside the service area), and the list filter's choices. */
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AbuseFlag } from "@/schemas/admin/lists";

/** What each flag says to the admin. */
export const FLAG_LABELS: Record<AbuseFlag, string> = {
  spam: "Spam",
  "over-limit": "Over a limit",
  "outside-service-area": "Outside service area",
};

const FLAG_TONES: Record<AbuseFlag, BadgeTone> = {
  spam: "red",
  "over-limit": "orange",
  "outside-service-area": "violet",
};

/** The row's flags as small labels; nothing for an unflagged row. `title` explains spam. */
export function FlagBadges({ flags, spamReason }: { flags: AbuseFlag[]; spamReason?: string | null }) {
  if (!flags.length) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {flags.map((flag) => (
        <Badge key={flag} tone={FLAG_TONES[flag]} title={flag === "spam" && spamReason ? `Judged spam: ${spamReason}` : undefined}>
          {FLAG_LABELS[flag]}
        </Badge>
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
