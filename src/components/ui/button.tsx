import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The spec's button variants and sizes. `.astro` components style links with
 * `buttonVariants(...)` directly, so static pages and islands share one look.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
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
        default: "h-10 px-4 text-sm whitespace-nowrap",
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        lg: "h-12 px-6 text-base whitespace-nowrap",
        xl: "h-14 px-8 text-lg whitespace-nowrap",
        icon: "size-11",
        /** Full-width, thumb-sized, for phone layouts; a long label wraps rather than overflowing a narrow phone. */
        mobile: "min-h-12 w-full px-4 py-2 text-center text-base",
        "mobile-lg": "min-h-14 w-full px-6 py-2 text-center text-lg",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** A button in the spec's variants and sizes; native props are passed through. */
export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
