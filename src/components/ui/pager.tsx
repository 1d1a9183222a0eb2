/**
 * Previous / Next paging with where the reader is between them ("Page 2 of 5"). When the
 * list's count stopped early (`more`), the count reads "5+" and Next stays on past it.
 * Name it for what it pages with `aria-label`, e.g. "Pages of appointments".
 */
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";

/** "Page 2 of 5", or "Page 2 of 5+" when more pages follow than were counted. */
export function pagePosition(page: number, pageCount: number, more: boolean): string {
  return `Page ${page} of ${pageCount}${more ? "+" : ""}`;
}

interface PagerProps extends Omit<ComponentProps<"nav">, "children"> {
  /** What the pager is for, read by screen readers. */
  "aria-label": string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** More pages follow `pageCount`: the count stopped there. */
  more?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** Words for where the reader is, in the page's language. */
  position?: (page: number, pageCount: number, more: boolean) => string;
}

export function Pager({
  page,
  pageCount,
  onPage,
  more = false,
  previousLabel = "Previous",
  nextLabel = "Next",
  position = pagePosition,
  className,
  ...props
}: PagerProps) {
  return (
    <nav data-slot="pager" className={cx("flex items-center justify-between gap-3", className)} {...props}>
      <Button data-slot="pager-previous" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <p data-slot="pager-position" className="text-sm font-semibold text-slate-700">
        {position(page, pageCount, more)}
      </p>
      <Button data-slot="pager-next" variant="outline" disabled={page >= pageCount && !more} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
