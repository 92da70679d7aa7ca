import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../lib/auth/api-keys";
import type { PrismaClient } from "../../lib/db/generated/client";
import { newId } from "../../lib/db/id";
import { createPrismaClient } from "../../lib/db/prisma-factory";
import { unique } from "../helpers/api";
import { hasSessionCookie, signInWithPassword } from "../helpers/session";
import { type StartedServer, startServer } from "../helpers/start-server";

/**
 * Dedicated servers with small budgets: one counting in memory, two sharing a Redis namespace, one whose
 * Redis is unreachable. They run as if behind one reverse proxy (TRUST_PROXY=1), so the X-Forwarded-For a test
 * sends is what that proxy would have appended, and budgets are separated per test by that client address.
 * One more server keeps the default (no proxy trusted), where a client's own X-Forwarded-For changes nothing.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let ipCounter = 1;
/** A client address of its own (documentation range), so each test starts with a full budget. */
const freshIp = () => `198.51.100.${ipCounter++}`;

async function call(server: StartedServer, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** Starts servers for one describe block and always stops those that started, even if another failed. */
function useServers(...envs: Record<string, string>[]): StartedServer[] {
  const servers: StartedServer[] = [];
  beforeAll(async () => {
    const results = await Promise.allSettled(envs.map((env) => startServer({ env: { TRUST_PROXY: "1", ...env } })));
    for (const r of results) if (r.status === "fulfilled") servers.push(r.value);
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 200_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  }, 60_000);
  return servers;
}

describe("counting in memory", () => {
  const servers = useServers({
    REDIS_URL: "",
    RATE_LIMIT_POINTS: "8",
    RATE_LIMIT_DURATION: "60",
    RATE_LIMIT_LOGIN_POINTS: "3",
    RATE_LIMIT_LOGIN_DURATION: "600",
  });
  let memory: StartedServer;
  let memoryDb: PrismaClient;
  beforeAll(() => {
    memory = servers[0];
    memoryDb = createPrismaClient(memory.databaseUrl, 2);
  });
  afterAll(async () => memoryDb?.$disconnect());

  describe("the API budget", () => {
    it("counts down in RateLimit headers and answers 429 with Retry-After when spent", async () => {
      const ip = { "X-Forwarded-For": freshIp() };
      for (let i = 1; i <= 8; i++) {
        const res = await call(memory, "GET", "/api/auth/me", ip);
        expect(res.status).toBe(401);
        expect(res.headers.get("ratelimit-limit")).toBe("8");
        expect(res.headers.get("ratelimit-remaining")).toBe(String(8 - i));
        const reset = Number(res.headers.get("ratelimit-reset"));
        expect(reset).toBeGreaterThan(0);
        expect(reset).toBeLessThanOrEqual(60);
      }
      const limited = await call(memory, "GET", "/api/auth/me", ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: "rate_limited", details: [] });
      expect(limited.body.message).toMatch(/Too many requests/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.headers.get("ratelimit-remaining")).toBe("0");

      // Another address has its own budget.
      expect((await call(memory, "GET", "/api/auth/me", { "X-Forwarded-For": freshIp() })).status).toBe(401);
    });

    it("behind the trusted proxy, counts the address that proxy appended, not ones the client put before it", async () => {
      const real = freshIp();
      const remaining = [];
      for (let i = 0; i < 9; i++) {
        const res = await call(memory, "GET", "/api/auth/me", { "X-Forwarded-For": `${freshIp()}, ${real}` });
        remaining.push(res.status === 429 ? "429" : res.headers.get("ratelimit-remaining"));
      }
      expect(remaining).toEqual(["7", "6", "5", "4", "3", "2", "1", "0", "429"]);
    });

    it("counts per API key, not per address", async () => {
      const id = newId();
      await memoryDb.user.create({ data: { id, email: `${unique("rl")}@example.com`, roles: ["member"], createdBy: id } });
      const { key } = await createApiKey(memoryDb, id, "rl");
      const { key: other } = await createApiKey(memoryDb, id, "rl-2");
      const ip = { "X-Forwarded-For": freshIp() };
      for (let i = 0; i < 8; i++)
        expect((await call(memory, "GET", "/api/auth/me", { ...ip, Authorization: `Bearer ${key}` })).status).toBe(200);
      const limited = await call(memory, "GET", "/api/auth/me", { ...ip, Authorization: `Bearer ${key}` });
      expect(limited.status).toBe(429);
      // The same address with another key, and the address itself, still have their budgets.
      expect((await call(memory, "GET", "/api/auth/me", { ...ip, Authorization: `Bearer ${other}` })).status).toBe(200);
      expect((await call(memory, "GET", "/api/auth/me", ip)).status).toBe(401);
    });
  });

  describe("the stricter sign-in, signup and password-reset budget", () => {
    it("locks an email after RATE_LIMIT_LOGIN_POINTS failed sign-ins, from any address, even with the right password", async () => {
      const email = `${unique("brute")}@example.com`;
      expect(
        (await call(memory, "POST", "/api/auth/signup", { "X-Forwarded-For": freshIp() }, { email, password: "right password 1" })).status,
      ).toBe(201);
      for (let i = 0; i < 3; i++) {
        expect((await signInWithPassword(memory.baseUrl, email, "wrong password", { "X-Forwarded-For": freshIp() })).error).toBe(
          "CredentialsSignin",
        );
      }
      const locked = await signInWithPassword(memory.baseUrl, email, "right password 1", { "X-Forwarded-For": freshIp() });
      // A real 429 with Retry-After and the contract's body; next-auth's `url` still carries the message for its client.
      expect(locked.status).toBe(429);
      expect(locked.error).toMatch(/Too many sign-in attempts/);
      expect(locked.body).toMatchObject({ error: "rate_limited", details: [] });
      expect(locked.body.message).toMatch(/Too many sign-in attempts/);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(locked.headers.get("x-request-id")).toBeTruthy();
      expect(hasSessionCookie(locked.cookie)).toBe(false);
    });

    it("locks an address after RATE_LIMIT_LOGIN_POINTS failed sign-ins, whatever the emails", async () => {
      const ip = { "X-Forwarded-For": freshIp() };
      for (let i = 0; i < 3; i++) {
        expect((await signInWithPassword(memory.baseUrl, `${unique("spray")}@example.com`, "guess", ip)).error).toBe("CredentialsSignin");
      }
      const locked = await signInWithPassword(memory.baseUrl, `${unique("spray")}@example.com`, "guess", ip);
      expect(locked.status).toBe(429);
      expect(locked.error).toMatch(/Too many/);
    });

    it("does not count good sign-ins against the address", async () => {
      const email = `${unique("good")}@example.com`;
      await call(memory, "POST", "/api/auth/signup", { "X-Forwarded-For": freshIp() }, { email, password: "right password 1" });
      const ip = { "X-Forwarded-For": freshIp() };
      for (let i = 0; i < 3; i++) expect((await signInWithPassword(memory.baseUrl, email, "right password 1", ip)).error).toBeNull();
    });

    it("limits signups per address with a 429 and Retry-After", async () => {
      const ip = { "X-Forwarded-For": freshIp() };
      for (let i = 0; i < 3; i++) {
        const res = await call(memory, "POST", "/api/auth/signup", ip, {
          email: `${unique("many")}@example.com`,
          password: "password 123",
        });
        expect(res.status).toBe(201);
      }
      const limited = await call(memory, "POST", "/api/auth/signup", ip, {
        email: `${unique("many")}@example.com`,
        password: "password 123",
      });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: "rate_limited" });
      expect(limited.body.message).toMatch(/Too many sign-ups/);
      const retry = Number(limited.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(60);
      expect(retry).toBeLessThanOrEqual(600);
    });

    it("limits password-reset requests per email, from any address", async () => {
      const email = `${unique("resetrl")}@example.com`;
      for (let i = 0; i < 3; i++)
        expect((await call(memory, "POST", "/api/auth/password-reset", { "X-Forwarded-For": freshIp() }, { email })).status).toBe(202);
      const limited = await call(memory, "POST", "/api/auth/password-reset", { "X-Forwarded-For": freshIp() }, { email });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
    });
  });
});

describe("the client address", () => {
  const servers = useServers({ REDIS_URL: "", RATE_LIMIT_POINTS: "3", RATE_LIMIT_DURATION: "600", TRUST_PROXY: "0" });

  it("is the connection's peer when no proxy is trusted: a client cannot pick its own budget", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(servers[0], "GET", "/api/auth/me", { "X-Forwarded-For": freshIp() })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe("Redis", () => {
  const prefix = `cp-rl-test-${randomBytes(6).toString("hex")}`;
  const shared = { REDIS_URL, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_POINTS: "6", RATE_LIMIT_DURATION: "60" };
  const servers = useServers(shared, shared);

  it("shares one budget between two app instances", async () => {
    const [redisA, redisB] = servers;
    const ip = { "X-Forwarded-For": freshIp() };
    const alternating = [redisA, redisB, redisA, redisB, redisA, redisB];
    for (const [i, server] of alternating.entries()) {
      const res = await call(server, "GET", "/api/auth/me", ip);
      expect(res.status).toBe(401);
      expect(res.headers.get("ratelimit-remaining")).toBe(String(5 - i));
    }
    for (const server of [redisA, redisB]) {
      const res = await call(server, "GET", "/api/auth/me", ip);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
    }
  });
});

describe("Redis unreachable", () => {
  // Nothing listens on port 9: the store is down from the start.
  const servers = useServers({ REDIS_URL: "redis://127.0.0.1:9", RATE_LIMIT_POINTS: "2" });

  it("fails open with a logged warning", async () => {
    const noRedis = servers[0];
    const ip = { "X-Forwarded-For": freshIp() };
    for (let i = 0; i < 5; i++) {
      const res = await call(noRedis, "GET", "/api/auth/me", ip);
      expect(res.status).toBe(401);
      expect(res.headers.get("ratelimit-limit")).toBeNull();
    }
    expect(
      (await call(noRedis, "POST", "/api/auth/signup", ip, { email: `${unique("open")}@example.com`, password: "password 123" })).status,
    ).toBe(201);
    expect(noRedis.log()).toMatch(/\[rate-limit\] counter store unavailable/);
  });
});
