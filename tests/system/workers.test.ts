import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpuTicks, nextServers } from "../helpers/processes";
import { type StartedServer, startServer } from "../helpers/start-server";

/**
 * Several server processes behind one port (WEB_CONCURRENCY, scripts/next-workers.ts): connections are spread
 * over all of them, the in-memory rate limit is one budget for all (not one per process), a worker that dies
 * is replaced, and stopping the launcher stops them all.
 */

/** One request on a fresh connection (no keep-alive), so the launcher hands each to the next worker. */
function freshGet(baseUrl: string, path: string): Promise<{ status: number; remaining: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent: false, headers: { Connection: "close" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, remaining: res.headers["ratelimit-remaining"] as string | undefined }));
      })
      .on("error", reject);
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; !check(); ) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let server: StartedServer;
const workers = () => nextServers(server.process.pid as number);

beforeAll(async () => {
  // No Redis: the counters live in the launcher and the workers share them over IPC.
  server = await startServer({ env: { WEB_CONCURRENCY: "3", REDIS_URL: "", RATE_LIMIT_POINTS: "6", RATE_LIMIT_DURATION: "600" } });
  await until(() => workers().length === 3, "three server processes");
  // Every worker answers once it is listening; wait until all three have printed Next's ready line.
  await until(() => (server.log().match(/Ready in/g) ?? []).length >= 3, "three ready workers");
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("several server processes", () => {
  it("spreads connections over every worker and counts one rate-limit budget across them", async () => {
    const before = new Map(workers().map((pid) => [pid, cpuTicks(pid)]));
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await freshGet(server.baseUrl, "/api/posts"));
    // One budget of 6 for this client address, whichever process answered: 401s until it is spent, then 429.
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
    expect(answers.slice(0, 6).map((a) => a.remaining)).toEqual(["5", "4", "3", "2", "1", "0"]);
    for (const [pid, ticks] of before) expect(cpuTicks(pid), `worker ${pid} served nothing`).toBeGreaterThan(ticks);
  });

  it("replaces a worker that dies, and keeps answering meanwhile", async () => {
    const [victim, ...others] = workers();
    process.kill(victim, "SIGKILL");
    await until(() => !workers().includes(victim), "the killed worker to go");
    // Still 429: the budget spent above lives in the launcher, so it outlives the worker that counted it.
    expect((await freshGet(server.baseUrl, "/api/posts")).status).toBe(429);
    await until(() => workers().length === 3 && others.every((pid) => workers().includes(pid)), "a replacement worker");
    expect(server.log()).toMatch(/A server process exited \(code SIGKILL\); starting a replacement/);
  }, 90_000);

  it("stops every worker when the launcher stops", async () => {
    const pids = workers();
    await server.stop();
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await until(() => pids.every((pid) => !alive(pid)), "the workers to exit", 20_000);
  }, 30_000);
});
