// A database's tables as PostgreSQL itself prints them (pg_catalog): columns, indexes and constraints, so two
// databases built differently (the migrations, the Drizzle schema's DDL) compare in one canonical form.
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Session } from "../connect.js";

export interface TableShape {
  /** name → "type, null or not null, default or generated expression". */
  columns: Record<string, string>;
  /** name → pg_get_indexdef (method, columns or expressions, operator classes, WITH, WHERE). */
  indexes: Record<string, string>;
  /** Primary keys and unique constraints by name; foreign keys and checks by definition (Drizzle names those its own way). */
  constraints: string[];
}

/** Tables of the migrator itself, not of the schema. */
const bookkeeping = new Set(["schema_migrations"]);

export async function schemaShape(s: Session): Promise<Record<string, TableShape>> {
  const shape: Record<string, TableShape> = {};
  const table = (name: string) => {
    shape[name] ??= { columns: {}, indexes: {}, constraints: [] };
    return shape[name];
  };
  const columns = await s.query<{ table: string; column: string; text: string }>(
    `SELECT c.relname AS table, a.attname AS column,
       format_type(a.atttypid, a.atttypmod)
         || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE ' NULL' END
         || CASE WHEN a.attidentity <> '' THEN ' IDENTITY ' || a.attidentity::text ELSE '' END
         || CASE WHEN a.attgenerated <> '' THEN ' GENERATED ALWAYS AS ' || pg_get_expr(d.adbin, d.adrelid)
                 WHEN d.adbin IS NOT NULL THEN ' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid) ELSE '' END AS text
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns) table(c.table).columns[c.column] = c.text;
  const indexes = await s.query<{ table: string; name: string; def: string }>(
    "SELECT tablename AS table, indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public'",
  );
  for (const i of indexes) table(i.table).indexes[i.name] = i.def;
  const constraints = await s.query<{ table: string; name: string; type: string; def: string }>(
    `SELECT c.relname AS table, k.conname AS name, k.contype AS type, pg_get_constraintdef(k.oid) AS def
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c')`,
  );
  for (const k of constraints)
    table(k.table).constraints.push(k.type === "p" || k.type === "u" ? `${k.name} ${k.def}` : k.def);
  for (const name of bookkeeping) delete shape[name];
  for (const t of Object.values(shape)) t.constraints.sort();
  return shape;
}

/** What the first database has that the second lacks or has otherwise, one line each ("" when they agree). */
export function shapeDifferences(
  first: Record<string, TableShape>,
  second: Record<string, TableShape>,
  names: [string, string],
): string[] {
  const out: string[] = [];
  const [a, b] = names;
  for (const t of new Set([...Object.keys(first), ...Object.keys(second)])) {
    const x = first[t];
    const y = second[t];
    if (!x || !y) {
      out.push(`table ${t}: only in ${x ? a : b}`);
      continue;
    }
    for (const kind of ["columns", "indexes"] as const) {
      for (const key of new Set([...Object.keys(x[kind]), ...Object.keys(y[kind])])) {
        if (x[kind][key] !== y[kind][key])
          out.push(`${t} ${kind} ${key}: ${a} ${x[kind][key] ?? "(none)"} | ${b} ${y[kind][key] ?? "(none)"}`);
      }
    }
    for (const k of x.constraints) if (!y.constraints.includes(k)) out.push(`${t} constraint only in ${a}: ${k}`);
    for (const k of y.constraints) if (!x.constraints.includes(k)) out.push(`${t} constraint only in ${b}: ${k}`);
  }
  return out.sort();
}

/** The Drizzle tables a module exports. */
export function tablesOf(module: Record<string, unknown>): Record<string, PgTable> {
  return Object.fromEntries(Object.entries(module).filter(([, v]) => is(v, PgTable))) as Record<string, PgTable>;
}
