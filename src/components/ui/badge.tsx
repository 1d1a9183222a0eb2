/** A small rounded label, e.g. a status or a flag, in one of a few tints. */
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cx } from "@/components/ui/cx";

/** The tints: dark text on a light background, every pair above 4.5:1. */
export const badgeVariants = cva("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap", {
  variants: {
    tone: {
      neutral: "bg-slate-100 text-slate-800",
      slate: "bg-slate-200 text-slate-800",
      amber: "bg-amber-100 text-amber-900",
      brand: "bg-brand-100 text-brand-900",
      green: "bg-green-100 text-green-900",
      red: "bg-red-100 text-red-900",
      orange: "bg-orange-100 text-orange-900",
      violet: "bg-violet-100 text-violet-900",
    },
  },
  defaultVariants: { tone: "neutral" },
});

/** One of the badge's tints. */
export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ tone, className, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cx(badgeVariants({ tone }), className)} {...props} />;
}
