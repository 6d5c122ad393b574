import { type Kysely, sql } from 'kysely';
import { erasedEmail, erasedName } from '../../../contract/customerPrivacyRules';
import { containsText, dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { AnySelect } from '../../exports/keyset';

/**
 * What a customer's erasure replaces, and with what (docs/api.md "Customer data requests"): their
 * name, e-mail and phone wherever a copy of them was written as text, each by a placeholder.
 */

type Db = Kysely<Database>;

/** The phone's placeholder: nothing of the number stays. */
export const erasedPhone = '[erased]';

interface Needle {
  /** The text as it was stored, searched for ignoring case. */
  text: string;
  pattern: RegExp;
  placeholder: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A needle found only where it stands whole: not "Ann" inside "Annual". */
function needle(text: string, placeholder: string): Needle {
  return { text, placeholder, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'giu') };
}

/** The personal texts of a customer: their name, e-mail and phone, each with its placeholder. */
export class Redaction {
  /** Every needle: searched in the rows about the customer (their record, their orders). */
  readonly all: Needle[];
  /**
   * The needles searched everywhere else (the audit log at large, jobs, saved views, mail): the
   * e-mail and the phone, and the name where it is distinctive enough not to be someone else's
   * words (two words or more, or 6 characters).
   */
  readonly global: Needle[];

  constructor(id: number, person: { name: string; email: string; phone: string | null }) {
    const name = person.name.trim();
    const email = person.email.trim();
    const phone = person.phone?.trim() ?? '';
    const byName = name.length >= 2 ? [needle(name, erasedName(id))] : [];
    const byEmail = email ? [needle(email, erasedEmail(id))] : [];
    const byPhone = phone.length >= 4 ? [needle(phone, erasedPhone)] : [];
    // The e-mail first: it may hold the name ("ann.lee@..." does not, "Ann Lee <...>" might).
    this.all = [...byEmail, ...byPhone, ...byName];
    const distinctive = /\s/.test(name) || name.length >= 6;
    this.global = [...byEmail, ...byPhone, ...(distinctive ? byName : [])];
  }

  /** `text` with every needle replaced; the same text when none is in it. */
  text(text: string, needles = this.all): string {
    return needles.reduce((result, { pattern, placeholder }) => result.replace(pattern, placeholder), text);
  }

  /** A JSON text with every string in it redacted (keys too), still valid JSON; plain text when it is none. */
  json(text: string, needles = this.all): string {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.text(text, needles);
    }
    const walk = (item: unknown): unknown => {
      if (typeof item === 'string') return this.text(item, needles);
      if (Array.isArray(item)) return item.map(walk);
      if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [this.text(key, needles), walk(inner)]));
      return item;
    };
    const redacted = JSON.stringify(walk(value));
    // Unchanged: keep the stored text as it was written.
    return redacted === JSON.stringify(value) ? text : redacted;
  }
}

/** A text column, and whether it holds JSON. */
export interface SweptColumn {
  name: string;
  json?: boolean;
}

/**
 * Redacts the needles in some text columns of the rows of `table` that `scope` selects (all when
 * absent): the rows that may hold one are found by the database (a contains-text match, ignoring
 * case), the replacement is made here, and a row is written only when it changed. Answers how many
 * rows changed.
 */
export async function sweep(
  trx: Db,
  redaction: Redaction,
  table: keyof Database & string,
  key: string,
  columns: SweptColumn[],
  options: { needles?: Needle[]; scope?: (query: AnySelect) => AnySelect } = {},
): Promise<number> {
  const needles = options.needles ?? redaction.all;
  if (needles.length === 0) return 0;
  // The tables are named by the caller and typed loosely here: one sweep serves them all.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = db
    .selectFrom(table)
    .select([key, ...columns.map((column) => column.name)])
    .where((eb) => eb.or(columns.flatMap((column) => needles.map((item) => containsText<Database>(trx, column.name, item.text)))));
  if (options.scope) query = options.scope(query) as typeof query;
  let changed = 0;
  for (const row of await query.execute()) {
    const values: Record<string, string> = {};
    for (const column of columns) {
      const before = row[column.name];
      if (typeof before !== 'string') continue;
      const after = column.json ? redaction.json(before, needles) : redaction.text(before, needles);
      if (after !== before) values[column.name] = after;
    }
    if (Object.keys(values).length === 0) continue;
    await db.updateTable(table).set(values).where(key, '=', row[key]).execute();
    changed++;
  }
  return changed;
}

/**
 * Runs `work` with the audit log's append-only trigger letting UPDATEs through, for this
 * transaction only (migration 0039): on PostgreSQL a transaction-local setting, on SQLite the
 * one-row flag table, filled and emptied inside the transaction. Should `work` fail, the
 * transaction rolls back, and the flag with it.
 */
export async function redactingAuditEntries<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  const postgres = dialectOf<Database>(trx) === 'postgres';
  if (postgres) await sql`select set_config('console.audit_redaction', 'on', true)`.execute(trx);
  else await trx.insertInto('audit_redaction').values({ id: 1 }).execute();
  const result = await work();
  if (postgres) await sql`select set_config('console.audit_redaction', 'off', true)`.execute(trx);
  else await trx.deleteFrom('audit_redaction').execute();
  return result;
}
