import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readLock } from "../../lib/db/embedded";
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
  /** The pid whose memory is reported: the next-server process, or the floor itself. */
  servingPid: () => number | undefined;
  /** The embedded database's holder (the launcher) in PGlite mode. */
  holderPid?: number;
  stop(): Promise<void>;
}

/** Every descendant pid of `pid`, from /proc (Linux only, as is the whole memory report). */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};
const comm = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

/** CPU time (user + system) of a process so far, in ms (from /proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** VmRSS in MiB (from /proc/<pid>/status). */
export function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
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
  const nextPid = () =>
    descendants(child.pid as number).find((p) => comm(p).startsWith("next-server") || / next\/dist\/bin\/next start/.test(cmdline(p)));
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
    servingPid: nextPid,
    holderPid: options.pgliteDir ? (lock?.pid ?? holderPid()) : undefined,
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
  await waitUntilUp("The floor server", `${baseUrl}/api/health`, child, output);
  return {
    name: "floor",
    baseUrl,
    databaseUrl,
    process: child,
    log: output,
    servingPid: () => descendants(child.pid as number).find((p) => /floor-server/.test(cmdline(p))) ?? child.pid,
    stop: () => stopChild(child),
  };
}
