import { PGlite } from '@electric-sql/pglite';
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

/**
 * Opens Postgres (PGlite: the real engine, compiled to WebAssembly) in `dataDir`, or in memory
 * without one, and applies every migration not applied yet, each in its own transaction, keeping
 * the record where the Supabase CLI keeps it.
 */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  // PGlite creates only the last folder of the path; a fresh clone has none of them.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
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
  return db;
}
