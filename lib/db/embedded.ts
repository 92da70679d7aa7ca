import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The embedded PostgreSQL (PGlite) and the lock that keeps it to one process.
 *
 * PGlite has no lock of its own: two processes opening one directory silently lose rows. So exactly one
 * process, the holder, opens the directory; it serves it on a loopback port with pglite-socket and records
 * its pid and port in `<dir>.lock`. Every other process (the CLI, a second app instance, the migration
 * scripts) connects to that port with the ordinary PostgreSQL driver. Even the holder's own Prisma client
 * connects through the socket, so there is one code path for the embedded database and a server.
 */

export interface LockInfo {
  pid: number;
  host: string;
  port: number | null;
  command: string;
  startedAt: string;
}

export class DataDirError extends Error {}

export interface EmbeddedDatabase {
  url: string;
  /** "holder" opened the directory in this process; "guest" connects to another process's server. */
  role: "holder" | "guest";
  holderPid: number;
  close(): Promise<void>;
}

export const lockPathFor = (dir: string) => `${dir.replace(/\/+$/, "")}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed holder can linger as a zombie where nothing reaps it (containers): signal 0 still succeeds.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

export function readLock(dir: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(lockPathFor(dir), "utf8")) as LockInfo;
  } catch {
    return null;
  }
}

function writeLockAtomically(lockPath: string, info: LockInfo) {
  const tmp = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(info));
  fs.renameSync(tmp, lockPath);
}

const urlFor = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

function ensureWritable(dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    fs.accessSync(path.dirname(dir), fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new DataDirError(
      `Cannot write to the embedded database directory ${dir} (${code}). Set PGLITE_DIR to a writable directory or DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/**
 * Takes the directory lock or reports who holds it. Exclusive creation (`wx`) makes two simultaneous
 * starters agree on one winner; a lock left by a dead process is moved aside by rename, which only one
 * contender can do.
 */
export function acquireLock(dir: string): { acquired: true } | { acquired: false; holder: LockInfo } {
  const lockPath = lockPathFor(dir);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      const info: LockInfo = {
        pid: process.pid,
        host: os.hostname(),
        port: null,
        command: process.argv.slice(1).join(" ").slice(0, 200),
        startedAt: new Date().toISOString(),
      };
      fs.writeSync(fd, JSON.stringify(info));
      fs.closeSync(fd);
      return { acquired: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(dir);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) return { acquired: false, holder };
    if (!holder) {
      // Being written by a starter right now (between create and write): give it a moment.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    try {
      fs.renameSync(lockPath, `${lockPath}.stale-${holder.pid}-${process.pid}`);
      fs.rmSync(`${lockPath}.stale-${holder.pid}-${process.pid}`, { force: true });
    } catch {
      // Another process moved it first; try again.
    }
  }
  throw new DataDirError(`Could not take the lock ${lockPath}; remove it if no process uses ${dir}.`);
}

export function describeHolder(dir: string, holder: LockInfo): string {
  return `The embedded database directory ${dir} is in use by process ${holder.pid} (${holder.command || "unknown command"}, since ${holder.startedAt}).`;
}

async function waitForHolderPort(dir: string, timeoutMs: number): Promise<LockInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holder = readLock(dir);
    if (holder?.port) return holder;
    if (!holder || !isAlive(holder.pid) || Date.now() > deadline) {
      throw new DataDirError(
        holder
          ? `${describeHolder(dir, holder)} It has not opened its server yet; try again, or stop it.`
          : `The embedded database lock for ${dir} disappeared while waiting.`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Opens the embedded database for this process: as the holder when the directory is free, otherwise as a
 * guest of the process that holds it. `exclusive` refuses to be a guest (used where sharing makes no sense).
 */
export async function openEmbedded(
  dir: string,
  options: { exclusive?: boolean; maxConnections?: number; beforePublish?: (url: string) => Promise<void> } = {},
): Promise<EmbeddedDatabase> {
  ensureWritable(dir);
  const lock = acquireLock(dir);
  if (!lock.acquired) {
    if (options.exclusive) throw new DataDirError(`${describeHolder(dir, lock.holder)} Stop it first.`);
    const holder = await waitForHolderPort(dir, 120_000);
    return { url: urlFor(holder.port as number), role: "guest", holderPid: holder.pid, close: async () => {} };
  }

  const lockPath = lockPathFor(dir);
  const release = () => {
    const current = readLock(dir);
    if (current?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once("exit", release);

  try {
    // Imported lazily: ~40 MB of WebAssembly that only the holder needs.
    const { PGlite } = await import("@electric-sql/pglite");
    // pg_trgm ships inside the npm package: $regex on post content gets the same trigram index as on a server.
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { servePglite } = await import("./pglite-server");
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    const server = await servePglite(db, { host: "127.0.0.1", port: 0, maxConnections: options.maxConnections ?? 128 });
    const port = server.port;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
      release();
    };
    // Guests wait for the port, so whatever runs here (migrations, the first administrator) is finished
    // before any other process can connect: PGlite has one session, so a database lock could not order them.
    try {
      await options.beforePublish?.(urlFor(port));
    } catch (error) {
      await close();
      throw error;
    }
    const info = readLock(dir) as LockInfo;
    writeLockAtomically(lockPath, { ...info, port });
    return { url: urlFor(port), role: "holder", holderPid: process.pid, close };
  } catch (error) {
    release();
    if (error instanceof DataDirError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DataDirError(`Cannot open the embedded database in ${dir}: ${message}`);
  }
}
