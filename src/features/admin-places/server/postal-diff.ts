import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PostalCodeRow } from "@/db/schema";
import type { PostalMode } from "../schemas";
import type { PostalDiff } from "../types";

type Executor = Pick<Db, "execute">;
const EXAMPLES = 10;

/** The incoming rows as a table expression (one array parameter per column). */
export function incomingRows(rows: readonly PostalCodeRow[]) {
  const col = <T>(f: (r: PostalCodeRow) => T) => sql.param(rows.map(f));
  return sql`select * from unnest(${col((r) => r.postalCode)}::text[], ${col((r) => r.city)}::text[], ${col((r) => r.stateCode)}::text[],
    ${col((r) => r.latitude)}::float8[], ${col((r) => r.longitude)}::float8[]) as v(postal_code, city, state_code, latitude, longitude)`;
}

type Raw = { postal_code: string; city: string; state_code: string; latitude: number; longitude: number };
const row = (r: Raw): PostalCodeRow => ({ postalCode: r.postal_code, city: r.city, stateCode: r.state_code, latitude: Number(r.latitude), longitude: Number(r.longitude) });

/**
 * Loads the incoming rows into a temporary table (dropped at commit; call inside a transaction) keyed
 * by postal code, so the diff and the apply join on indexes: the shipped package's 42,555 rows as
 * array parameters in every statement took minutes on the embedded database.
 */
export async function loadIncoming(tx: Executor, rows: readonly PostalCodeRow[]): Promise<void> {
  await tx.execute(sql`create temporary table if not exists postal_incoming (postal_code text primary key, city text not null, state_code text not null,
    latitude float8 not null, longitude float8 not null) on commit drop`);
  await tx.execute(sql`truncate postal_incoming`);
  for (let i = 0; i < rows.length; i += 10_000) await tx.execute(sql`insert into postal_incoming ${incomingRows(rows.slice(i, i + 10_000))}`);
  await tx.execute(sql`analyze postal_incoming`);
}

/**
 * What applying the rows in postal_incoming (loadIncoming) would do to postal_codes: added, changed
 * (city, state or coordinates differ), unchanged, and removed (replace mode only: codes the dataset
 * has and the rows do not), with examples.
 */
export async function diffPostalCodes(tx: Executor, mode: PostalMode): Promise<PostalDiff> {
  const changedWhere = sql`(current.city, current.state_code, current.latitude, current.longitude) is distinct from (incoming.city, incoming.state_code, incoming.latitude, incoming.longitude)`;
  const counts = await tx.execute<{ incoming: number; added: number; changed: number; removed: number }>(sql`
    select
      (select count(*)::int from postal_incoming) as incoming,
      (select count(*)::int from postal_incoming incoming where not exists (select 1 from postal_codes current where current.postal_code = incoming.postal_code)) as added,
      (select count(*)::int from postal_incoming incoming join postal_codes current using (postal_code) where ${changedWhere}) as changed,
      ${mode === "replace" ? sql`(select count(*)::int from postal_codes current where not exists (select 1 from postal_incoming incoming where incoming.postal_code = current.postal_code))` : sql`0`} as removed`);
  const added = await tx.execute<Raw>(sql`
    select incoming.* from postal_incoming incoming where not exists (select 1 from postal_codes current where current.postal_code = incoming.postal_code)
    order by incoming.postal_code limit ${EXAMPLES}`);
  const changed = await tx.execute<Raw & { before_city: string; before_state_code: string; before_latitude: number; before_longitude: number }>(sql`
    select incoming.*, current.city as before_city, current.state_code as before_state_code, current.latitude as before_latitude, current.longitude as before_longitude
    from postal_incoming incoming join postal_codes current using (postal_code) where ${changedWhere} order by incoming.postal_code limit ${EXAMPLES}`);
  const removed =
    mode === "replace"
      ? await tx.execute<Raw>(sql`select current.* from postal_codes current
          where not exists (select 1 from postal_incoming incoming where incoming.postal_code = current.postal_code) order by current.postal_code limit ${EXAMPLES}`)
      : { rows: [] as Raw[] };
  const c = counts.rows[0]!;
  const incoming = Number(c.incoming);
  return {
    mode,
    incoming,
    added: Number(c.added),
    changed: Number(c.changed),
    removed: Number(c.removed),
    unchanged: incoming - Number(c.added) - Number(c.changed),
    examples: {
      added: added.rows.map(row),
      removed: removed.rows.map(row),
      changed: changed.rows.map((r) => ({
        before: { postalCode: r.postal_code, city: r.before_city, stateCode: r.before_state_code, latitude: Number(r.before_latitude), longitude: Number(r.before_longitude) },
        after: row(r),
      })),
    },
  };
}
