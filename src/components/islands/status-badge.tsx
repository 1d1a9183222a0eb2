/**
 * A visit's or a lead's status as a tinted badge. The words come from the screen: the admin's
 * English labels, or the customer's own language on /dashboard.
 */
import type { ComponentProps } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { LeadStatus } from "@/schemas/admin/leads";
import type { AppointmentStatus } from "@/schemas/appointment";

const STATUS_TONES: Record<AppointmentStatus | LeadStatus, BadgeTone> = {
  pending: "amber",
  confirmed: "brand",
  completed: "green",
  cancelled: "slate",
  "no-show": "red",
  new: "amber",
  contacted: "brand",
  won: "green",
  lost: "slate",
};

interface StatusBadgeProps extends Omit<ComponentProps<typeof Badge>, "tone" | "children"> {
  /** An appointment or lead status; one we don't know gets the neutral tint. */
  status: string;
  /** The status in words. */
  label: string;
}

export function StatusBadge({ status, label, ...props }: StatusBadgeProps) {
  const tone = Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as keyof typeof STATUS_TONES] : "neutral";
  return (
    <Badge tone={tone} {...props}>
      {label}
    </Badge>
  );
}
