import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readLock } from "../../lib/db/embedded";
import { workerCount } from "../../scripts/next-workers";
import { cmdline, cpuTicks, descendants, nextServers } from "../../tests/helpers/processes";
import { freePort } from "../../tests/helpers/start-server";

/**
 * Starts a server process for the benchmark and waits until it answers: the production build through the
 * real launcher (scripts/serve.ts → next start) on an existing, seeded database, or the floor server.
 */
export interface RunningServer {
  name: string;
  baseUrl: string;
  /** The URL the bench itself uses to arrange data (for embedded mode: the launcher's loopback socket). */
  databaseUrl: string;
  process: ChildProcess;
  log: () => string;
  /**
   * The processes whose CPU is reported: the next-server workers and, on PostgreSQL, the launcher (it hands
   * connections to the workers and keeps their shared rate-limit counters); or the floor itself.
   */
  servingPids: () => number[];
  /** The processes whose memory is reported as the server's: the next-server workers (or the floor). */
  memoryPids: () => number[];
  /** The processes a CPU profile covers: the next-server workers (or the floor). */
  profiledPids: () => number[];
  /** The launcher (scripts/serve.ts), reported on its own: in PGlite mode it also holds the database. */
  holderPid?: number;
  stop(): Promise<void>;
}

/** Sums a per-process figure over processes; null when none could be read. */
function total(pids: number | number[] | undefined, read: (pid: number) => number | null): number | null {
  const values = [pids ?? []].flat().map(read);
  return values.some((v) => v !== null) ? values.reduce<number>((sum, v) => sum + (v ?? 0), 0) : null;
}

/** CPU time (user + system) of processes so far, in ms (from /proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pids: number | number[] | undefined): number | null {
  return total(pids, (pid) => {
    try {
      return cpuTicks(pid) * 10;
    } catch {
      return null;
    }
  });
}

/** VmRSS in MiB (from /proc/<pid>/status), summed over the processes. */
export function rssMiB(pids: number | number[] | undefined): number | null {
  const sum = total(pids, (pid) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      return m ? Number(m[1]) / 1024 : null;
    } catch {
      return null;
    }
  });
  return sum === null ? null : Math.round(sum * 10) / 10;
}

async function waitUntilUp(name: string, url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start:\n${output()}`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv, extraNodeArgs: string[] = []) {
  let output = "";
  const child = spawn(process.execPath, [...extraNodeArgs, ...args], { cwd: process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (d: Buffer) => {
    output = (output + d).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

const tsx = () => path.resolve("node_modules/tsx/dist/cli.mjs");

/** The app as users run it: `npm start` (scripts/serve.ts) on DATABASE_URL, or on the embedded PGLITE_DIR. */
export async function startApp(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  env?: Record<string, string>;
  /** Profile the next-server process's CPU into this directory (bench/lib/cpu-profile.cjs). */
  cpuProfileDir?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    // The benchmark measures the API, not the limiter: a budget no run can exhaust.
    RATE_LIMIT_POINTS: "1000000000",
    SEED_DEMO: "0",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.pgliteDir) env.PGLITE_DIR = options.pgliteDir;
  if (options.cpuProfileDir) {
    env.NODE_OPTIONS = `--require ${path.resolve("bench/lib/cpu-profile.cjs")}`;
    env.BENCH_CPU_PROF_DIR = options.cpuProfileDir;
  }
  const { child, output } = spawnLogged([tsx(), "--conditions=react-server", "scripts/serve.ts"], env);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp("The app", `${baseUrl}/api/health`, child, output);
  // The first worker answers before the others are up: wait for all of them, so all are measured.
  const expected = workerCount(env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : undefined);
  for (const deadline = Date.now() + 60_000; nextServers(child.pid as number).length < expected; ) {
    if (Date.now() > deadline) throw new Error(`The app started only ${nextServers(child.pid as number).length} of ${expected} workers`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const workers = () => nextServers(child.pid as number);
  const holderPid = () =>
    descendants(child.pid as number).find((p) => /scripts\/serve\.ts/.test(cmdline(p)) && !/tsx\/dist\/cli/.test(cmdline(p)));
  const lock = options.pgliteDir ? readLock(path.resolve(options.pgliteDir)) : null;
  return {
    name: options.pgliteDir ? "app (PGlite)" : "app",
    baseUrl,
    databaseUrl: lock?.port
      ? `postgresql://postgres:postgres@127.0.0.1:${lock.port}/postgres?sslmode=disable`
      : (options.databaseUrl as string),
    process: child,
    log: output,
    servingPids: () => {
      const launcher = holderPid();
      return options.pgliteDir || !launcher ? workers() : [...workers(), launcher];
    },
    memoryPids: workers,
    profiledPids: workers,
    holderPid: options.pgliteDir ? (lock?.pid ?? holderPid()) : holderPid(),
    stop: () => stopChild(child),
  };
}

/** The floor: bench/floor-server.ts (node:http + pg), same SQL, no framework. */
export async function startFloor(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const { child, output } = spawnLogged([tsx(), "--conditions=react-server", "bench/floor-server.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const floorPids = () => [descendants(child.pid as number).find((p) => /floor-server/.test(cmdline(p))) ?? (child.pid as number)];
  await waitUntilUp("The floor server", `${baseUrl}/api/health`, child, output);
  return {
    name: "floor",
    baseUrl,
    databaseUrl,
    process: child,
    log: output,
    servingPids: floorPids,
    memoryPids: floorPids,
    profiledPids: floorPids,
    stop: () => stopChild(child),
  };
}
