import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readLock } from "../../lib/db/embedded";

/**
 * Starts the production build through the real launcher (scripts/serve.ts) on a free port, on a fresh
 * embedded database or a fresh database on the PostgreSQL server. Used by the API tests, the e2e tests
 * and the benchmarks.
 */
export interface StartedServer {
  baseUrl: string;
  /** The database URL tests use to arrange data (the embedded one is joined through its socket). */
  databaseUrl: string;
  target: "pglite" | "postgres";
  /** The embedded database directory (pglite target), for tools that join the running app (the CLI). */
  pgliteDir?: string;
  process: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function createFreshDatabase(serverUrl: string, prefix = "cp_test"): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startServer(
  options: { target?: "pglite" | "postgres"; env?: Record<string, string>; root?: string; pgliteDir?: string; databaseUrl?: string } = {},
): Promise<StartedServer> {
  const root = options.root ?? process.cwd();
  const target = options.target ?? (process.env.TEST_TARGET === "postgres" ? "postgres" : "pglite");
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    SEED_DEMO: "0",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-1",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    // Each server counts in its own Redis namespace (runs on one machine must not share budgets), and the
    // sign-in limit is relaxed: a suite signs in and signs up from 127.0.0.1 many times. Rate-limit tests
    // override both.
    RATE_LIMIT_PREFIX: `cp-test-${port}-${Date.now().toString(36)}`,
    RATE_LIMIT_LOGIN_POINTS: "10000",
    // Suites send thousands of requests per key (the permission matrix); tests/api/rate-limit.test.ts sets
    // small budgets on servers of its own.
    RATE_LIMIT_POINTS: "1000000",
    // One server process keeps the many short-lived test servers light; the API suite's shared server and
    // tests/system/workers.test.ts run several.
    WEB_CONCURRENCY: "1",
    ...options.env,
  };
  delete env.DATABASE_URL;
  let cleanup = async () => {};
  let dataDir = "";
  if (target === "postgres" && options.databaseUrl) {
    // The caller owns this database (tests of several instances on one database): keep it.
    env.DATABASE_URL = options.databaseUrl;
  } else if (target === "postgres") {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error("TEST_TARGET=postgres needs TEST_DATABASE_URL");
    const fresh = await createFreshDatabase(server);
    env.DATABASE_URL = fresh.url;
    cleanup = fresh.drop;
  } else {
    if (options.pgliteDir) {
      // The caller owns this directory (restart and sharing tests): keep it.
      env.PGLITE_DIR = options.pgliteDir;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cp-pglite-"));
      env.PGLITE_DIR = path.join(dataDir, "db");
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  let output = "";
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/serve.ts"],
    {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/`, { redirect: "manual" });
      if (res.status < 500) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const databaseUrl =
    target === "postgres"
      ? (env.DATABASE_URL as string)
      : `postgresql://postgres:postgres@127.0.0.1:${readLock(env.PGLITE_DIR as string)?.port}/postgres?sslmode=disable`;

  return {
    baseUrl,
    databaseUrl,
    target,
    pgliteDir: target === "pglite" ? (env.PGLITE_DIR as string) : undefined,
    process: child,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await cleanup();
    },
  };
}
