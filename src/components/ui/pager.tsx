/** Previous / Next paging with "Page X of Y" between them ("of Y+" while more rows match than were counted). */
import { Button } from "@/components/ui/button";

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers, e.g. "appointments". */
  label: string;
  /** More pages follow `pageCount` (the list's count stopped there: AdminPage.totalCapped). */
  more?: boolean;
}

export function Pager({ page, pageCount, onPage, label, more = false }: PagerProps) {
  return (
    <nav aria-label={`Pages of ${label}`} data-slot="pager" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm font-semibold text-slate-700">
        Page {page} of {pageCount}
        {more && "+"}
      </p>
      <Button variant="outline" disabled={page >= pageCount && !more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
