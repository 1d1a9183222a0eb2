/** A small colored label for an appointment or lead status. */
import { cva } from "class-variance-authority";
import { cn } from "@/components/ui/cn";
import { statusLabel } from "./admin/admin-format";

// Dark text on a light tint, all above 4.5:1.
const tones = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-brand-100 text-brand-900",
  completed: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
  "no-show": "bg-red-100 text-red-900",
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-brand-100 text-brand-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  other: "bg-slate-100 text-slate-800",
} as const;

/** Badge colors per appointment or lead status ("other" for one we don't know). */
export const statusBadgeVariants = cva("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap", {
  variants: { status: tones },
  defaultVariants: { status: "other" },
});

/** The status as a badge; `label` words it in the page's language (default: the admin screens' English). */
export function StatusBadge({ status, className, label }: { status: string; className?: string; label?: string }) {
  const tone = (Object.hasOwn(tones, status) ? status : "other") as keyof typeof tones;
  return (
    <span data-slot="status-badge" className={cn(statusBadgeVariants({ status: tone }), className)}>
      {label ?? statusLabel(status)}
    </span>
  );
}
