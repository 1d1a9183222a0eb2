import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cx } from "@/components/ui/cx";

/**
 * The spec's button variants and sizes. `.astro` components style links with
 * `buttonVariants(...)` directly, so static pages and islands share one look.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        outline: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        secondary: "bg-brand-800 text-white shadow-sm hover:bg-brand-900",
        ghost: "text-brand-800 hover:bg-brand-50",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
      },
      size: {
        default: "h-10 rounded-lg px-4 text-sm whitespace-nowrap",
        sm: "h-9 rounded-lg px-3 text-sm whitespace-nowrap",
        lg: "h-12 rounded-lg px-6 text-base whitespace-nowrap",
        xl: "h-14 rounded-lg px-8 text-lg whitespace-nowrap",
        icon: "size-11 rounded-lg",
        /** As tall as an input, to sit beside one. */
        field: "h-11 rounded-lg px-4 text-sm whitespace-nowrap",
        /** Small, for a list of links: a long label (a longer language, a narrow phone) wraps instead of overflowing. */
        "sm-wrap": "min-h-9 max-w-full rounded-lg px-3 py-1.5 text-center text-sm",
        /** A small pill, e.g. a removable date. */
        chip: "h-8 rounded-full px-3 text-sm whitespace-nowrap",
        /** Full-width, thumb-sized, for phone layouts; a long label wraps rather than overflowing a narrow phone. */
        mobile: "min-h-12 w-full rounded-lg px-4 py-2 text-center text-base",
        "mobile-lg": "min-h-14 w-full rounded-lg px-6 py-2 text-center text-lg",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** A button in the spec's variants and sizes; native props are passed through. */
export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}
