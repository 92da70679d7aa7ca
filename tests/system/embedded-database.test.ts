import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../lib/auth/api-keys";
import { lockPathFor, openEmbedded, readLock } from "../../lib/db/embedded";
import { newId } from "../../lib/db/id";
import { createPrismaClient } from "../../lib/db/prisma-factory";
import { startServer } from "../helpers/start-server";

/**
 * The embedded database across processes: restarts keep data, two app processes share one directory
 * safely (the second joins the first's socket), the lock names its holder, a dead holder's lock is taken
 * over, and bad configuration is one sentence and a non-zero exit.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cp-system-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function keyFor(databaseUrl: string) {
  const db = createPrismaClient(databaseUrl, 1);
  try {
    const user = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    return (await createApiKey(db, user.id, "system-test")).key;
  } finally {
    await db.$disconnect();
  }
}

async function post(baseUrl: string, key: string, slug: string) {
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ slug }),
  });
  return res.status;
}

const count = async (baseUrl: string, key: string) =>
  ((await (await fetch(`${baseUrl}/api/posts?limit=1`, { headers: { Authorization: `Bearer ${key}` } })).json()) as { count: number })
    .count;

function runCli(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, "status"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("embedded database", () => {
  it("keeps data across a restart", async () => {
    const dir = path.join(tmp, "restart");
    const first = await startServer({ pgliteDir: dir });
    const key = await keyFor(first.databaseUrl);
    expect(await post(first.baseUrl, key, "survives-restart")).toBe(201);
    await first.stop();
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);

    const second = await startServer({ pgliteDir: dir });
    try {
      const res = await fetch(`${second.baseUrl}/api/posts/survives-restart`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it("two app processes started at once share the directory through one holder, losing nothing", async () => {
    const dir = path.join(tmp, "twice");
    const [a, b] = await Promise.all([startServer({ pgliteDir: dir }), startServer({ pgliteDir: dir })]);
    try {
      const logs = [a.log(), b.log()];
      expect(logs.filter((l) => l.includes("opened by this process"))).toHaveLength(1);
      expect(logs.filter((l) => l.includes(`joined through process ${readLock(dir)?.pid}`))).toHaveLength(1);
      const key = await keyFor(a.databaseUrl);
      const writes = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? a.baseUrl : b.baseUrl, key, `twice-${i}`)));
      expect(writes.every((s) => s === 201)).toBe(true);
      expect(await count(a.baseUrl, key)).toBe(40);
      expect(await count(b.baseUrl, key)).toBe(40);
    } finally {
      // Stop the guest first, then the holder.
      const [guest, holder] = a.log().includes("opened by this process") ? [b, a] : [a, b];
      await guest.stop();
      await holder.stop();
    }
    const again = await startServer({ pgliteDir: dir });
    try {
      const key = await keyFor(again.databaseUrl);
      expect(await count(again.baseUrl, key)).toBe(40);
    } finally {
      await again.stop();
    }
  });

  it("loads pg_trgm: post content gets its trigram index as on a server, and $regex lists answer", async () => {
    const dir = path.join(tmp, "trgm");
    const server = await startServer({ pgliteDir: dir });
    const db = createPrismaClient(server.databaseUrl, 1);
    try {
      const extensions = await db.$queryRaw<{ extname: string }[]>`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`;
      expect(extensions).toEqual([{ extname: "pg_trgm" }]);
      const indexes = await db.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE indexname = 'post_content_trgm_idx'`;
      expect(indexes[0]?.indexdef).toMatch(/USING gin \(content gin_trgm_ops\)/);
      const key = await keyFor(server.databaseUrl);
      expect(await post(server.baseUrl, key, "trgm-compost")).toBe(201);
      const res = await fetch(`${server.baseUrl}/api/posts?where=${encodeURIComponent('{"slug":{"$regex":"COMPOST","$options":"i"}}')}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(((await res.json()) as { results: { slug: string }[] }).results.map((r) => r.slug)).toEqual(["trgm-compost"]);
    } finally {
      await db.$disconnect();
      await server.stop();
    }
  });

  it("refuses an exclusive opener while another process holds the directory, naming that process", async () => {
    const dir = path.join(tmp, "locked");
    const server = await startServer({ pgliteDir: dir });
    try {
      const holderPid = readLock(dir)?.pid;
      await expect(openEmbedded(dir, { exclusive: true })).rejects.toThrow(new RegExp(`in use by process ${holderPid}`));
      // A non-exclusive opener (the CLI, the migration scripts) joins through the holder's socket instead.
      const status = runCli("scripts/migrate.ts", { PGLITE_DIR: dir });
      expect(status.status, status.stderr).toBe(0);
      expect(status.stdout).toContain("Pending (0)");
    } finally {
      await server.stop();
    }
  });

  it("takes over the lock of a process that died, and the data is intact", async () => {
    const dir = path.join(tmp, "killed");
    const first = await startServer({ pgliteDir: dir });
    const key = await keyFor(first.databaseUrl);
    expect(await post(first.baseUrl, key, "before-kill")).toBe(201);
    // Kill the whole launcher without letting it clean up: the lock file stays behind.
    spawnSync("pkill", ["-KILL", "-P", String(first.process.pid)]);
    first.process.kill("SIGKILL");
    await new Promise((r) => first.process.once("exit", r));
    expect(fs.existsSync(lockPathFor(dir))).toBe(true);

    const second = await startServer({ pgliteDir: dir });
    try {
      expect(readLock(dir)?.pid).not.toBe(first.process.pid);
      const res = await fetch(`${second.baseUrl}/api/posts/before-kill`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe("bad configuration: one sentence, non-zero exit, no stack trace", () => {
  const launch = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/serve.ts"], {
        env: { ...process.env, PORT: "0", ...env },
      });
      let output = "";
      child.stdout.on("data", (d) => {
        output += d;
      });
      child.stderr.on("data", (d) => {
        output += d;
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });

  it.each([
    [
      "an unreachable DATABASE_URL",
      { DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nope" },
      /Cannot reach the PostgreSQL server at 127\.0\.0\.1:1\/nope/,
    ],
    [
      "a DATABASE_URL that is not a PostgreSQL URL",
      { DATABASE_URL: "mysql://x" },
      /Invalid configuration: DATABASE_URL must be a postgresql:\/\/ URL/,
    ],
    [
      "an unwritable data directory",
      { PGLITE_DIR: "/etc/hostname/db" },
      /Cannot write to the embedded database directory \/etc\/hostname\/db/,
    ],
  ])("%s", async (_label, env, message) => {
    const { code, output } = await launch(env as Record<string, string>);
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it("ids are time-ordered", () => {
    const a = newId(Date.UTC(2024, 0, 1));
    const b = newId(Date.UTC(2025, 0, 1));
    expect(a < b).toBe(true);
  });
});
