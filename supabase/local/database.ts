import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '../migrations');

/** The migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): { version: string; path: string }[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.slice(0, 14), path: join(migrationsDir, file) }));
}

/** What runs SQL: the whole database, or one transaction of it. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** A script of any number of statements, without parameters. */
  exec(sql: string): Promise<unknown>;
}

/**
 * Postgres as the backend uses it, on either engine: PGlite (one connection, in this process) or a
 * PostgreSQL server through a pool of connections, so calls run at the same time as on Supabase.
 */
export interface Database extends Queryable {
  /** Runs `work` on one connection between begin and commit; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A PostgreSQL connection string rather than a PGlite data folder. */
export const isConnectionString = (location: string) => /^postgres(?:ql)?:\/\//.test(location);

/** bigint as a number, as PGlite reads it: the ids here stay far below 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The connections one backend holds: enough for many simultaneous requests, well under Postgres's 100. */
const POOL_SIZE = 60;

/** A PostgreSQL server through node-postgres: each query and each transaction takes a connection of the pool. */
function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, types: pgTypes, connectionTimeoutMillis: 30_000, idleTimeoutMillis: 10_000 });
  // A connection the server ends while idle (a restart, pg_terminate_backend) is dropped from the
  // pool; without a listener node-postgres would end the process.
  pool.on('error', (error) => console.warn('[backend] an idle database connection ended:', error.message));
  const on = (client: pg.ClientBase): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    exec: (sql: string) => client.query(sql),
  });
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    exec: (sql: string) => pool.query(sql),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A connection that failed mid-transaction (killed, or its rollback failed) is not given back to the pool.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => (broken ??= failure));
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken ?? false);
      }
    },
    close: () => pool.end(),
  };
}

async function migrate(db: Database): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz default now());
  `);
  const applied = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version));
  for (const migration of migrationFiles()) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.path.split('/').pop()]);
    });
  }
}

/**
 * An in-memory database with every migration applied, as PGlite's dump of its data folder, made once
 * per process. Each in-memory database opens a copy of it: a second instead of the several that
 * applying the migrations takes, as `create database ... template` does on a PostgreSQL server.
 */
let migratedDump: Promise<Blob> | undefined;
function migratedInMemory(): Promise<Blob> {
  migratedDump ??= (async () => {
    const first = new PGlite();
    try {
      await first.waitReady;
      await migrate(first);
      return await first.dumpDataDir('none');
    } finally {
      await first.close();
    }
  })().catch((failure: unknown) => {
    migratedDump = undefined;
    throw failure;
  });
  return migratedDump;
}

/**
 * Opens Postgres and applies every migration not applied yet, each in its own transaction, keeping
 * the record where the Supabase CLI keeps it. `location` is a PostgreSQL connection string
 * (`postgresql://user@host:port/db`, as a superuser: the first migration creates Supabase's roles),
 * or a folder for PGlite (the real engine, compiled to WebAssembly), or nothing for PGlite in memory.
 */
export async function openDatabase(location?: string): Promise<Database> {
  let db: Database;
  if (location && isConnectionString(location)) {
    db = postgresDatabase(location);
  } else if (location) {
    // PGlite creates only the last folder of the path; a fresh clone has none of them.
    mkdirSync(location, { recursive: true });
    const lite = new PGlite(location);
    await lite.waitReady;
    db = lite;
  } else {
    const lite = new PGlite({ loadDataDir: await migratedInMemory() });
    await lite.waitReady;
    db = lite;
  }
  try {
    await migrate(db);
  } catch (failure) {
    await db.close();
    throw failure;
  }
  return db;
}
