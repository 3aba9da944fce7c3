/**
 * Copies of the migrated PGlite template, handed out again after their user closes them (per process: each test
 * worker keeps its own). A copy goes back only as the template left it: its rows are emptied and its sequences
 * restarted, its session reset, and its schema compared with the template's; a copy whose schema differs (a test
 * that migrated, altered or created something) is closed instead.
 */
import type { PGlite } from "@electric-sql/pglite";

const SYSTEM_SCHEMAS = "('pg_catalog', 'information_schema')";
const OWN = `nspname not in ${SYSTEM_SCHEMAS} and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'`;

/** Everything a test could change about the schema, as one hash: relations, columns, constraints, indexes, functions, triggers, enums, extensions. */
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(part, '|' order by part), '')) as fingerprint from (
    select 'r:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) else '' end as part
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OWN}
    union all
    select 'a:' || c.oid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and ${OWN}
    union all
    select 'k:' || k.conrelid::regclass::text || ':' || k.conname || ':' || pg_get_constraintdef(k.oid)
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${OWN}
    union all
    select 'i:' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${OWN}
    union all
    select 'f:' || p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OWN}
    union all
    select 't:' || t.tgrelid::regclass::text || ':' || t.tgname from pg_trigger t where not t.tgisinternal
    union all
    select 'e:' || t.typname || ':' || e.enumlabel || ':' || e.enumsortorder::text from pg_enum e join pg_type t on t.oid = e.enumtypid
    union all
    select 'x:' || extname from pg_extension
  ) parts`;

/** Empties every table outside the system's and drizzle's (the migrations' own record stays). */
const EMPTY_TABLES = `
  do $$
  declare tables text;
  begin
    select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
      from pg_tables where schemaname not in ${SYSTEM_SCHEMAS} and schemaname <> 'drizzle';
    if tables is not null then
      execute 'truncate ' || tables || ' restart identity cascade';
    end if;
  end $$`;

const templateSchemas = new Map<string, string>();
const idle = new Map<string, PGlite[]>();

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0].fingerprint;
}

/** Records the template's schema, read off a fresh copy of it (once per template). */
export async function rememberTemplateSchema(template: string, client: PGlite): Promise<void> {
  if (!templateSchemas.has(template)) templateSchemas.set(template, await fingerprintOf(client));
}

export function takeIdlePglite(template: string): PGlite | undefined {
  return idle.get(template)?.pop();
}

/** Empties `client` and keeps it for the next open when its schema is still the template's; closes it otherwise. */
export async function releasePglite(template: string, client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    // A transaction its user left open (a test that failed inside one) would hold the truncation back.
    if (client.isInTransaction()) await client.exec("rollback");
    // Settings, prepared statements, temporary tables, advisory locks and LISTENs go with the session.
    await client.exec("discard all");
    if ((await fingerprintOf(client)) === templateSchemas.get(template)) {
      await client.exec(EMPTY_TABLES);
      const copies = idle.get(template) ?? [];
      copies.push(client);
      idle.set(template, copies);
      return;
    }
  } catch {
    // A copy that cannot be emptied is not handed out again.
  }
  await client.close();
}
