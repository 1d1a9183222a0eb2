/** The books' CSV exports' query: optional Phoenix days `from` and `to`, inclusive. */
import { z } from "../zod";
import { queryDate } from "./lists";

/** An invoice's day (sent, else written) or a payment's (the money came in) within `from`..`to`. */
export const booksExportQuerySchema = z
  .object({
    /** First Phoenix day, YYYY-MM-DD, inclusive. */
    from: queryDate,
    /** Last Phoenix day, inclusive. */
    to: queryDate,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date",
    path: ["to"],
  });

/** A parsed export query. */
export type BooksExport = z.output<typeof booksExportQuerySchema>;
