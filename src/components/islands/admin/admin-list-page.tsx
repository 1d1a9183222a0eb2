/**
 * The shell of an admin list screen (appointments, leads): the filter form, a spoken count, the
 * CSV export of what the filters select, one page of rows, the pager, and a dialog for the row a
 * click or a link opens. The filters start from the page's address (the dashboard links to
 * ?status=pending), and ?id= (the link in the admins' notice emails) opens that row at once; the
 * address forgets it when the dialog closes. On a phone (under 768 px) the filters fold behind
 * one button, so the rows come first. A list names what it lists, its first view's filters, how
 * to fetch a page, and how to draw rows and one row's details. A list read in keyset pages (its
 * answer carries `nextCursor`) gets each page's cursor passed to `pageUrl`; one without an export
 * has no `csvUrl`.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Dialog } from "@/components/ui/dialog";
import { Pager } from "@/components/ui/pager";
import type { AdminPage } from "@/schemas/admin/lists";
import { RouteGuard } from "../auth/route-guard";
import { QueryProvider } from "../query-provider";
import { changedFilterCount, foundText, pageCount } from "./admin-api";
import { currentSearch, forgetLinkedId, linkedIdFrom } from "./list-filters";

/** The filter form a list gives the shell; `onApply` receives filters the form has checked. */
export type FilterFormProps<Filters> = { value: Filters; onApply: (filters: Filters) => void };

interface AdminListProps<Filters, Item> {
  /** One row in words, e.g. "appointment": the count, the loading and empty states and the pager say it, plural with "s". */
  noun: string;
  /** The filters a page's query string carries, e.g. "?status=pending". */
  filtersFrom: (search: string) => Filters;
  /** The first view's filters: the folded filter button counts the ones changed from these (none given: it counts none). */
  defaultFilters?: Filters;
  FilterForm: ComponentType<FilterFormProps<Filters>>;
  /** GET URL, and query key, of one page of rows; `after` is the page's cursor in a keyset list (undefined for the first). */
  pageUrl: (filters: Filters, page: number, after?: string) => string;
  /** The CSV export of every row `filters` select, when the list has one. */
  csvUrl?: (filters: Filters) => string;
  /** One page's rows, drawn only when there are any; `open` shows a row in the dialog. (A method: a list may take its own page type.) */
  renderRows(page: ListPage<Item>, open: (id: string) => void): ReactNode;
  /** The dialog's title, e.g. "Appointment details" (a list whose rows link to pages of their own has none). */
  detailTitle?: string;
  /** What the dialog shows for the row `id`, which may be on no page of the list. */
  renderDetail?: (id: string) => ReactNode;
  /** Shown above the filters, for admins only (the screen's own figures, say). */
  intro?: ReactNode;
}

/** A page as the shell reads it: an offset page (AdminPage), or a keyset page whose `nextCursor` leads on. */
export type ListPage<Item> = Pick<AdminPage<Item>, "items" | "total" | "totalCapped" | "pageSize"> &
  Partial<AdminPage<Item>> & { nextCursor?: string | null };

export interface AdminListPageProps<Filters, Item> extends AdminListProps<Filters, Item> {
  /** Shown to a signed-out visitor on the sign-in card. */
  supportEmail: string;
}

function statusText(list: { data?: ListPage<unknown>; isError: boolean; isPlaceholderData: boolean }, noun: string): string {
  if (list.isError) return `We couldn't load the ${noun}s. Refresh the page to try again.`;
  if (!list.data || list.isPlaceholderData) return `Loading ${noun}s...`;
  if (list.data.total === 0) return `No ${noun}s match these filters.`;
  return foundText(list.data, noun);
}

function AdminList<Filters extends object, Item>({
  noun,
  filtersFrom,
  defaultFilters,
  FilterForm,
  pageUrl,
  csvUrl,
  renderRows,
  detailTitle,
  renderDetail,
  intro,
}: AdminListProps<Filters, Item>) {
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(currentSearch()));
  const [page, setPage] = useState(1);
  // A keyset list's cursor of each page reached so far: page n + 1 starts after page n's last row.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const [openId, setOpenId] = useState<string | null>(() => linkedIdFrom(currentSearch()));
  const [filtersShown, setFiltersShown] = useState(false);
  const filtersId = useId();
  const list = useQuery<ListPage<Item>>({ queryKey: [pageUrl(filters, page, cursors[page])], placeholderData: keepPreviousData });
  const next = list.data?.nextCursor;
  if (next && !list.isPlaceholderData && cursors[page + 1] !== next) setCursors((known) => ({ ...known, [page + 1]: next }));
  const changed = defaultFilters ? changedFilterCount(filters, defaultFilters) : 0;

  return (
    <div className="grid gap-4">
      {intro}
      <Button
        variant="outline"
        className="justify-self-start md:hidden"
        aria-expanded={filtersShown}
        aria-controls={filtersId}
        onClick={() => setFiltersShown(!filtersShown)}
      >
        {filtersShown ? "Hide filters" : changed ? `Filters (${changed} on)` : "Filters"}
      </Button>
      <div id={filtersId} className={cx(filtersShown ? "block" : "hidden", "md:block")}>
        <FilterForm
          value={filters}
          onApply={(applied) => {
            setFilters(applied);
            setPage(1);
            setCursors({});
            setFiltersShown(false);
          }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold text-slate-800">
          {statusText(list, noun)}
        </p>
        {csvUrl && (
          <a href={csvUrl(filters)} download data-astro-prefetch="false" className={buttonVariants({ variant: "outline" })}>
            Export CSV
          </a>
        )}
      </div>
      {list.data && list.data.items.length > 0 && renderRows(list.data, setOpenId)}
      {list.data && list.data.total > 0 && (
        <Pager
          aria-label={`Pages of ${noun}s`}
          page={page}
          pageCount={pageCount(list.data.total, list.data.pageSize)}
          more={list.data.totalCapped}
          onPage={(target) => (list.data?.nextCursor === undefined || target <= page || cursors[target] ? setPage(target) : undefined)}
        />
      )}
      {detailTitle && renderDetail && (
        <Dialog
          open={openId !== null}
          onClose={() => {
            setOpenId(null);
            forgetLinkedId();
          }}
          title={detailTitle}
        >
          {openId && renderDetail(openId)}
        </Dialog>
      )}
    </div>
  );
}

/** An admin list island: the shell behind the admin route guard, in the page's shared QueryClient. */
export function AdminListPage<Filters extends object, Item>({ supportEmail, ...list }: AdminListPageProps<Filters, Item>) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <AdminList {...list} />}
      </RouteGuard>
    </QueryProvider>
  );
}
