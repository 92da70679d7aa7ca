import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";

/**
 * Production serving: `next start` in several processes behind one port. Next handles a request in one
 * thread, so one process uses at most one core (docs/benchmarks.md); node:cluster lets this launcher own the
 * listening socket and hand connections to the workers in turn. The workers are stateless (sessions are
 * tokens, everything else is in the database); the one piece of in-process state, the rate-limit counters
 * without REDIS_URL, moves to this process through rate-limiter-flexible's cluster store.
 */

/**
 * WEB_CONCURRENCY, else one. More pay off where the database runs elsewhere: on the 2-core benchmark machine,
 * which also runs PostgreSQL and the load generator, a second process added ~20 % on the cheapest requests
 * and nothing on database-bound ones, for another ~200 MiB (docs/benchmarks.md).
 */
export function workerCount(configured: number | undefined): number {
  return configured ?? 1;
}

export interface Workers {
  stop(signal: NodeJS.Signals): void;
  /** The exit code for the launcher once every worker has stopped. */
  exited: Promise<number>;
}

export function startNextWorkers(options: {
  count: number;
  port: number;
  host: string;
  env: NodeJS.ProcessEnv;
  /** Keep rate-limit counters here for the workers (no Redis configured). */
  shareLimits: boolean;
}): Workers {
  if (options.shareLimits && options.count > 1) new RateLimiterClusterMaster();
  cluster.setupPrimary({
    exec: path.resolve("node_modules/next/dist/bin/next"),
    args: ["start", "-p", String(options.port), "-H", options.host],
    // Not this launcher's flags: tsx's loader (and the source maps it turns on) has no business in the server.
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const env = { ...options.env, WEB_CONCURRENCY: String(options.count) };
  // A worker that dies before it listens has a problem a restart will not fix (a broken build, say).
  const running = new Set<Worker>();
  const listening = new Set<Worker>();
  const fork = () => running.add(cluster.fork(env));
  cluster.on("listening", (worker) => listening.add(worker));

  let stopping = false;
  let exitCode = 0;
  let settle: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    settle = resolve;
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on("exit", (worker, code, signal) => {
    running.delete(worker);
    const wasListening = listening.delete(worker);
    if (!stopping) {
      if (!wasListening) {
        console.error(`A server process exited during start (code ${code ?? signal}); stopping.`);
        exitCode = code || 1;
        stop("SIGTERM");
      } else {
        console.error(`A server process exited (code ${code ?? signal}); starting a replacement.`);
        fork();
      }
    }
    if (running.size === 0) settle(exitCode);
  });

  for (let i = 0; i < options.count; i++) fork();
  return { stop, exited };
}
