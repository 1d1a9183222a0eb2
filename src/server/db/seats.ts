/**
 * The one rule of a seat, as a statement fragment: a slot has `capacity` seats (1..capacity), a
 * row holds one of them, and a seat is free when no row holding a seat of the slot has that number
 * and the slot holds fewer rows than `capacity` (after an admin lowers the crews per slot, seats
 * above the new capacity may still be held). Every statement that puts a row into a seat (a
 * booking, a move, an admin's reactivation) picks from `seatNumbers(capacity)` the lowest one
 * `seatIsFree` lets through, in the same statement as its write; the partial unique index on
 * (slot, seat) where the row holds it (src/server/db/schema.ts) judges two writes at once, so
 * the loser's statement fails whole.
 *
 * A seat table is any table shaped so: a visit holds a crew in a day's time slot (VISIT_SEATS),
 * and an install job holds a crew on each of its days, where the slot is the day and the seat
 * is the crew (INSTALL_SEATS). A job of consecutive days asks `seatIsFree` for every day of the
 * series, so no two jobs ever share a crew-day, and the index on (day, crew) decides races, as
 * for visits. Install crews are named (table crews): the seats to pick from are the active crews'
 * numbers (`activeCrewSeats`), with no capacity, so a retired crew takes no new day and the days
 * it still holds take nothing from the others.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { appointments, crews, installDays } from "./schema";

/** A table whose rows hold seats of slots. */
export interface SeatTable {
  table: PgTable;
  /** The columns that name a slot, e.g. a visit's day and time (a crew-day's day). */
  slot: readonly string[];
  /** The seat's number, 1..capacity within its slot (a crew, for crew-days). */
  seat: string;
  /** The row's id, so a row that changes its own slot does not count as holding a seat there. */
  id: string;
  /** The condition under which the row named `row` holds its seat: the partial unique index's WHERE. */
  holds: (row: string) => string;
}

/** Visits: a seat of a day's time slot, held until the visit is cancelled (the index appointments_active_seat). */
export const VISIT_SEATS: SeatTable = {
  table: appointments,
  slot: ["appointment_date", "appointment_time"],
  seat: "seat",
  id: "id",
  holds: (row) => `${row}.status <> 'cancelled'`,
};

/**
 * Install crew-days: a crew (the seat) of a day (the slot), held by every row of install_days
 * (unbooking deletes them), judged by the unique index install_days_crew_day; a job's rows are
 * named by its id, so a job being moved does not count its own days as taken.
 */
export const INSTALL_SEATS: SeatTable = {
  table: installDays,
  slot: ["day"],
  seat: "crew",
  id: "job_id",
  holds: () => "true",
};

/** The seat numbers of a slot as rows to pick from: `free(seat_number)`, 1..capacity. */
export function seatNumbers(capacity: number): SQL {
  return sql`generate_series(1, ${capacity}::int) as free(seat_number)`;
}

/** The active install crews' numbers as rows to pick from: `free(seat_number)`, read in the booking's own statement. */
export function activeCrewSeats(): SQL {
  return sql`(select ${crews.number} as seat_number from ${crews} where ${crews.retiredAt} is null) as free`;
}

/** What `seatIsFree` asks about. */
export interface SeatQuery {
  /** The slot: one value or expression per slot column, in the table's order. */
  slot: readonly unknown[];
  /** Seats per slot now (crews per visit slot); absent for named seats (install crews), each free unless held. */
  capacity?: number;
  /** A row leaving its seat in the same statement (a visit being moved): not counted as holding one. */
  leaving?: string;
}

/**
 * True for the candidate `free.seat_number` (see seatNumbers, activeCrewSeats) when it is free in
 * the slot: no row holding a seat there has that number, and, for counted seats, the slot holds
 * fewer than `capacity`.
 */
export function seatIsFree({ table, slot, seat, id, holds }: SeatTable, { slot: values, capacity, leaving }: SeatQuery): SQL {
  const inSlot = (row: string) => {
    const columns = slot.map((column, index) => sql`${sql.raw(`${row}.${column}`)} = ${values[index]}`);
    const others = leaving === undefined ? [] : [sql`${sql.raw(`${row}.${id}`)} <> ${leaving}`];
    return sql.join([...columns, sql.raw(holds(row)), ...others], sql` and `);
  };
  const notTaken = sql`not exists (
      select 1 from ${table} taken
      where ${inSlot("taken")} and ${sql.raw(`taken.${seat}`)} = free.seat_number
    )`;
  if (capacity === undefined) return notTaken;
  return sql`${notTaken}
    and (
      select count(*) from ${table} held
      where ${inSlot("held")}
    ) < ${capacity}`;
}
