import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { checksum, loadMigrations } from "../../lib/db/migrate";
import { createFreshDatabase, startServer } from "../helpers/start-server";

/** npm run migrate -- create | apply | status, on the embedded database and on the PostgreSQL server. */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cp-migrate-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function migrate(args: string[], env: Record<string, string>) {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/migrate.ts", ...args], {
    env: { ...clean, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

const targets: [string, () => Promise<{ env: Record<string, string>; url?: string; drop(): Promise<void> }>][] = [
  ["embedded (PGlite)", async () => ({ env: { PGLITE_DIR: path.join(tmp, "db") }, drop: async () => {} })],
];
if (process.env.TEST_DATABASE_URL) {
  targets.push([
    "PostgreSQL",
    async () => {
      const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL as string, "cp_migrate");
      return { env: { DATABASE_URL: fresh.url }, url: fresh.url, drop: fresh.drop };
    },
  ]);
}

describe.each(targets)("%s", (_name, makeTarget) => {
  it("reports pending migrations on an empty database, applies them, then reports none; history is Prisma's", async () => {
    const target = await makeTarget();
    try {
      const names = loadMigrations().migrationDirectories.map((d) => d.path);
      const before = migrate(["status"], target.env);
      expect(before.status).toBe(1);
      expect(before.stdout).toContain(`Pending (${names.length}): ${names.join(", ")}`);
      const apply = migrate(["apply"], target.env);
      expect(apply.status, apply.stderr).toBe(0);
      expect(apply.stdout).toContain(`Applied: ${names.join(", ")}`);
      const after = migrate(["status"], target.env);
      expect(after.status).toBe(0);
      expect(after.stdout).toContain("Pending (0)");
      expect(migrate(["apply"], target.env).stdout).toContain("No pending migrations.");
      if (target.url) {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const rows = (await client.query(`SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`))
          .rows;
        await client.end();
        expect(rows.map((r) => r.migration_name)).toEqual(names);
        const sql = fs.readFileSync(path.join("prisma/migrations", names[0], "migration.sql"), "utf8");
        expect(rows[0].checksum).toBe(checksum(sql));
        expect(rows.every((r) => r.finished_at)).toBe(true);
      }
    } finally {
      await target.drop();
    }
  });
});

it("create: the committed migrations match the schema, so there is nothing to create", () => {
  const res = migrate(["create", "noop"], {});
  expect(res.status, res.stderr).toBe(0);
  expect(res.stdout).toContain("nothing to create");
});

it("a bad command prints usage and exits 1", () => {
  const res = migrate(["sideways"], {});
  expect(res.status).toBe(1);
  expect(res.stderr).toContain("Usage: npm run migrate");
});

if (process.env.TEST_DATABASE_URL) {
  it("two app instances starting together on one fresh PostgreSQL database migrate it once", async () => {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL as string, "cp_twice");
    try {
      const servers = await Promise.all([
        startServer({ target: "postgres", databaseUrl: fresh.url }),
        startServer({ target: "postgres", databaseUrl: fresh.url }),
      ]);
      await Promise.all(servers.map((s) => s.stop()));
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const failed = (await client.query(`SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NULL`)).rows[0].n;
      const admins = (await client.query(`SELECT count(*)::int AS n FROM "user"`)).rows[0].n;
      await client.end();
      expect(failed).toBe(0);
      expect(admins).toBe(1);
    } finally {
      await fresh.drop();
    }
  });
}
