/** Team members and install crews for function tests, written straight to the database. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role } from "../../src/core/roles";
import { getDb } from "../../src/server/db/client";
import { crews, teamMembers } from "../../src/server/db/schema";

/** A live team member with `role`: their row. */
export async function teamMember(role: Role, name = `${role} ${randomUUID().slice(0, 6)}`) {
  const [row] = await getDb()
    .insert(teamMembers)
    .values({ email: `${randomUUID().slice(0, 8)}@example.com`, name, role, createdBy: "test" })
    .returning();
  return row!;
}

/**
 * Crews 1..`count` active (named "Crew n", made when missing) and every other crew retired, as a
 * calendar of `count` crews was before crews had names. The sequence moves past the numbers made,
 * so a crew added afterwards takes the next one.
 */
export async function activeCrews(count: number): Promise<void> {
  const db = getDb();
  await db.execute(sql`
    insert into ${crews} (number, name)
    select n, 'Crew ' || n from generate_series(1, ${count}::int) as n
    on conflict (number) do nothing`);
  await db.execute(sql`select setval(pg_get_serial_sequence('crews', 'number'), greatest((select max(number) from crews), 1))`);
  await db.execute(sql`update ${crews} set retired_at = case when number <= ${count} then null else now() end`);
}
