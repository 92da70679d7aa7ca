import pg from "pg";
import { type Env, embeddedDataDir } from "../config/env";
import { DataDirError, openEmbedded } from "./embedded";

export class DatabaseUnreachableError extends Error {}

export interface ResolvedDatabase {
  url: string;
  kind: "embedded" | "postgresql";
  /** For the embedded database: whether this process opened the directory or joined the process that did. */
  role?: "holder" | "guest";
  holderPid?: number;
  close(): Promise<void>;
}

function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "the configured address";
  }
}

/** Fails fast, in one sentence, when the server cannot be reached (instead of hanging on first request). */
export async function checkReachable(url: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const reason = e.code ?? e.message;
    throw new DatabaseUnreachableError(`Cannot reach the PostgreSQL server at ${describeServer(url)} (${reason}). Check DATABASE_URL.`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The key of the advisory lock that orders instances' start-up steps (migrations and the first
 * administrator). Not Prisma's own migration lock key (72707369), which the schema engine takes inside.
 */
const PREPARE_LOCK_KEY = 0x63705f70;

/** Runs `fn` while holding a PostgreSQL advisory lock, so instances starting together migrate one at a time. */
async function withAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PREPARE_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * DATABASE_URL when set, otherwise the embedded database in PGLITE_DIR (opened or joined). `prepare`
 * (migrations, the first administrator) runs exactly once at a time across processes: under an advisory
 * lock on a server; on the embedded database by the holder before any other process may connect.
 */
export async function resolveDatabase(env: Env, prepare?: (url: string) => Promise<void>): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    await checkReachable(url);
    if (prepare) await withAdvisoryLock(url, () => prepare(url));
    return { url, kind: "postgresql", close: async () => {} };
  }
  const embedded = await openEmbedded(embeddedDataDir(env), { beforePublish: prepare });
  try {
    await checkReachable(embedded.url);
    // A guest finds the holder's work done; running it again is a no-op that also checks it.
    if (prepare && embedded.role === "guest") await prepare(embedded.url);
  } catch (error) {
    await embedded.close();
    if (error instanceof DatabaseUnreachableError) throw new DataDirError(`The embedded database did not answer: ${error.message}`);
    throw error;
  }
  return { url: embedded.url, kind: "embedded", role: embedded.role, holderPid: embedded.holderPid, close: embedded.close };
}
