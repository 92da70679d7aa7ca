import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Prisma migrations without Prisma's native schema engine (which cannot be downloaded here): the same
 * engine compiled to WebAssembly, driven through a driver adapter. History keeps Prisma's standard layout
 * (prisma/migrations/<timestamp>_<name>/migration.sql and the `_prisma_migrations` table), so
 * `prisma migrate deploy` accepts it on a machine that has the native engine.
 */

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");
export const SCHEMA_PATH = path.resolve(process.cwd(), "prisma/schema.prisma");

const filters = { externalTables: [], externalEnums: [] };

// biome-ignore lint/suspicious/noExplicitAny: the engine's bindings are untyped JavaScript.
type Engine = any;

export function loadMigrations(dir = MIGRATIONS_DIR) {
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, "migration.sql")))
        .map((e) => e.name)
        .sort()
    : [];
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

/** Prisma's checksum of a migration file, as stored in `_prisma_migrations.checksum`. */
export const checksum = (sql: string) => createHash("sha256").update(sql).digest("hex");

let runtimePromise: Promise<Engine> | undefined;

async function loadRuntime(): Promise<Engine> {
  runtimePromise ??= (async () => {
    const runtime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
    const module = new WebAssembly.Module(fs.readFileSync(wasmPath));
    const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": runtime as never });
    (runtime as Engine).__wbg_set_wasm(instance.exports);
    (instance.exports as Engine).__wbindgen_start();
    return runtime;
  })();
  return runtimePromise;
}

/** Runs `fn` with a schema engine connected to `url`, then frees the engine and its connections. */
export async function withEngine<T>(url: string, fn: (engine: Engine) => Promise<T>): Promise<T> {
  const runtime = await loadRuntime();
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const factory = new PrismaPg({ connectionString: url, max: 2 });
  return withAdapterFactory(runtime, factory, bindMigrationAwareSqlAdapterFactory, fn);
}

async function withAdapterFactory<T>(
  runtime: Engine,
  factory: unknown,
  bind: (f: never) => unknown,
  fn: (engine: Engine) => Promise<T>,
): Promise<T> {
  const engine = await runtime.SchemaEngine.new({ datamodels: undefined }, () => {}, bind(factory as never));
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}

export async function applyMigrations(url: string): Promise<string[]> {
  return withEngine(url, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: loadMigrations(), filters });
    return out.appliedMigrationNames as string[];
  });
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  edited: string[];
  failed: string[];
  diagnostic: string | null;
}

export async function migrationStatus(url: string): Promise<MigrationStatus> {
  const migrationsList = loadMigrations();
  const all = migrationsList.migrationDirectories.map((d) => d.path);
  return withEngine(url, async (engine) => {
    const out = await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters });
    const history = out.history as { diagnostic: string; unappliedMigrationNames?: string[] } | null;
    const pending = out.hasMigrationsTable ? (history?.unappliedMigrationNames ?? []) : all;
    return {
      applied: all.filter((n) => !pending.includes(n)),
      pending,
      edited: out.editedMigrationNames,
      failed: out.failedMigrationNames,
      diagnostic: history?.diagnostic ?? null,
    };
  });
}

/**
 * The SQL that takes a database built from the existing migrations to the current schema, computed on a
 * throw-away in-memory PGlite (the WebAssembly engine has no shadow database of its own).
 */
export async function diffSchemaAgainstMigrations(): Promise<string | null> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const runtime = await loadRuntime();
  const pglite = new PGlite("memory://");
  try {
    const files = [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") }];
    return await withAdapterFactory(runtime, new PrismaPGlite(pglite), bindMigrationAwareSqlAdapterFactory, async (engine) => {
      await engine.applyMigrations({ migrationsList: loadMigrations(), filters });
      const result = await engine.diff({
        from: { tag: "schemaDatasource", files, configDir: process.cwd() },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: true,
        shadowDatabaseUrl: null,
        filters,
      });
      return result.exitCode === 0 ? null : (result.stdout as string);
    });
  } finally {
    await pglite.close();
  }
}

export function writeMigration(name: string, sql: string, dir = MIGRATIONS_DIR): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "") || "migration";
  const folder = path.join(dir, `${stamp}_${safe}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "migration.sql"), sql);
  const lock = path.join(dir, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.writeFileSync(
      lock,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return folder;
}
