/**
 * One page of an admin list, drawn two ways from one description of its columns: a table where
 * the list's own box is wide enough, and below that a card per row, so no column is ever cut at
 * a phone's edge. The width is the box's (a container query), not the window's: beside the admin
 * sidebar a laptop's list gets cards sooner than a wide screen's. Both draw the same cells, so
 * they show the same data and offer the same actions; CSS shows one, and each keeps its own
 * semantics (a table with a caption and column headers; a list of cards whose lines are labelled
 * with those headers).
 */
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

/** One column of a list: its heading, and what each row shows in it. */
export interface Column<Item> {
  /** The column's heading, and the label of its line on a card. */
  header: string;
  cell: (item: Item) => ReactNode;
  /**
   * Where a card shows it: "title" (the card's first line: the row's name, a row header in the
   * table), "aside" (beside the title: a status), "line" (a labelled line, the default) or
   * "plain" (a line whose value says what it is, without the label).
   */
  card?: "title" | "aside" | "line" | "plain";
  /** Right-aligned in the table (amounts, counts). */
  numeric?: boolean;
}

/** From which width of the list's box the table shows: 42rem ("2xl"), or 48rem ("3xl") for lists of many columns. */
export type TableFrom = "2xl" | "3xl";

// Written out whole, so Tailwind finds each class in the source.
const TABLE_SHOWN: Record<TableFrom, string> = { "2xl": "hidden @2xl:block", "3xl": "hidden @3xl:block" };
const CARDS_SHOWN: Record<TableFrom, string> = { "2xl": "@2xl:hidden", "3xl": "@3xl:hidden" };

interface RecordListProps<Item> {
  /** What the rows are, as the table's caption and the card list's name: "Quotes, newest first". */
  caption: string;
  items: readonly Item[];
  rowKey: (item: Item) => string;
  columns: readonly Column<Item>[];
  /** Rows drawn muted (a cancelled visit). */
  muted?: (item: Item) => boolean;
  tableFrom?: TableFrom;
}

/** The cells `columns` give `item` for one place on a card. */
function cellsFor<Item>(columns: readonly Column<Item>[], item: Item, place: Column<Item>["card"]): ReactNode[] {
  return columns
    .filter((column) => (column.card ?? "line") === place)
    .map((column) => <span key={column.header}>{column.cell(item)}</span>);
}

function Cards<Item>({ caption, items, rowKey, columns, muted, tableFrom = "2xl" }: RecordListProps<Item>) {
  const lines = columns.filter((column) => (column.card ?? "line") === "line");
  return (
    <ul aria-label={caption} className={cx("grid gap-3", CARDS_SHOWN[tableFrom])}>
      {items.map((item) => (
        <li
          key={rowKey(item)}
          className={cx(
            "grid gap-2 rounded-2xl border p-4",
            muted?.(item) ? "border-dashed border-slate-300 bg-slate-50 text-slate-700" : "border-slate-200 bg-white shadow-sm",
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <div className="grid min-w-0 gap-0.5">{cellsFor(columns, item, "title")}</div>
            <div className="flex flex-wrap items-center gap-1">{cellsFor(columns, item, "aside")}</div>
          </div>
          {lines.length > 0 && (
            <dl className="grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
              {lines.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-slate-600">{column.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          )}
          {cellsFor(columns, item, "plain")}
        </li>
      ))}
    </ul>
  );
}

function Table<Item>({ caption, items, rowKey, columns, muted, tableFrom = "2xl" }: RecordListProps<Item>) {
  const cell = (column: Column<Item>) => cx("px-3 py-3 align-top", column.numeric && "text-right tabular-nums");
  return (
    <div className={cx("overflow-x-auto rounded-2xl border border-slate-200 bg-white", TABLE_SHOWN[tableFrom])}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cx("px-3 py-2 font-semibold", column.numeric && "text-right")}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={rowKey(item)} className={cx(muted?.(item) && "bg-slate-50 text-slate-700")}>
              {columns.map((column) =>
                column.card === "title" ? (
                  <th key={column.header} scope="row" className={cx(cell(column), "font-normal")}>
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.header} className={cell(column)}>
                    {column.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows as a table when there is room, as cards when there is not. */
export function RecordList<Item>(props: RecordListProps<Item>) {
  return (
    <div className="@container">
      <Table {...props} />
      <Cards {...props} />
    </div>
  );
}
