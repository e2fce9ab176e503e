import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/** What runs inside one transaction: parameterised queries only. */
export interface Tx {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }>;
  /** Runs SQL text with no parameters (several statements allowed). Never pass request values here. */
  exec(sql: string): Promise<void>;
}

/** The request context PostgREST hands to Postgres (contract §C.1). */
export interface RequestContext {
  role: string;
  claims: Record<string, unknown>;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  readOnly?: boolean;
  /** The request's search_path (PostgREST: the schema, then db-extra-search-path); default public, extensions. */
  searchPath?: string[];
}

/**
 * PGlite has one connection and runs one statement at a time. Every unit of work goes through
 * `exclusive`, a FIFO queue, so the statements of two requests never interleave inside a transaction.
 */
export class Database {
  private tail: Promise<unknown> = Promise.resolve();
  private constructor(public readonly pg: PGlite) {}

  static async open(dataDir: string | null): Promise<Database> {
    const pg = await PGlite.create({
      dataDir: dataDir ?? 'memory://',
      extensions: { btree_gin, btree_gist, citext, cube, earthdistance, pg_trgm, pgcrypto, unaccent, uuid_ossp },
    });
    await pg.exec(`set timezone = 'UTC'`);
    return new Database(pg);
  }

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** One transaction as the superuser (bootstrap, storage's final writes, the mailbox). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.pg.transaction((t) => fn(wrap(t))));
  }

  /**
   * One transaction run as `ctx.role` with the request GUCs set, exactly as PostgREST does, so RLS,
   * `auth.uid()` and `auth.jwt()` behave as on Supabase. The role is switched with `set_config`, whose
   * arguments are bound parameters; nothing from the request is ever spliced into SQL text.
   */
  asRole<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.pg.transaction(async (t) => {
        if (ctx.readOnly) await t.exec('set transaction read only');
        await t.query(
          `select set_config('search_path', $6, true),
                  set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true),
                  set_config('request.path', $4, true),
                  set_config('request.headers', $5, true),
                  set_config('request.cookies', '{}', true)`,
          [
            ctx.role,
            JSON.stringify({ ...ctx.claims, role: ctx.role }),
            ctx.method ?? 'POST',
            ctx.path ?? '/',
            JSON.stringify(ctx.headers ?? {}),
            [...new Set(ctx.searchPath ?? ['public', 'extensions'])].map((n) => `"${n.replace(/"/g, '""')}"`).join(', '),
          ],
        );
        return fn(wrap(t));
      }),
    );
  }

  close(): Promise<void> {
    return this.exclusive(() => this.pg.close());
  }
}

function wrap(t: Transaction): Tx {
  return {
    query: (sql, params) => t.query(sql, params) as never,
    exec: async (sql) => {
      await t.exec(sql);
    },
  };
}
