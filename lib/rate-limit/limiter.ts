import "server-only";
import cluster from "node:cluster";
import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Caller } from "../auth/caller";
import { readEnv } from "../config/env";
import { humanDuration, type LimitState, rateLimited, secondsUntil } from "./headers";
import { clientIp, type HeaderSource } from "./ip";

/**
 * Two budgets: `api` for every /api request (per API key, per signed-in user for sessions, per client IP
 * otherwise) and the stricter `auth` for sign-in, signup and password reset (per IP and per email). Counters
 * live in Redis when REDIS_URL is set, so all app instances share one budget, and in memory otherwise: in
 * this process, or, when the launcher runs several server processes (scripts/next-workers.ts), in the
 * launcher's, which they reach through rate-limiter-flexible's cluster store.
 * A Redis outage must not take the API down: the request is let through and a warning logged.
 */
interface Limiters {
  api: RateLimiterAbstract;
  auth: RateLimiterAbstract;
  apiDuration: number;
  /** Resolves once the first Redis connection is up (or given up on), so the first requests are counted too. */
  connected: Promise<void>;
}

const globalForLimits = globalThis as unknown as { rateLimiters?: Limiters };

let lastWarning = 0;
function warnStoreDown(error: unknown) {
  // One line a minute is enough to notice; a line per request would flood the log during an outage.
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  console.warn(`[rate-limit] counter store unavailable, requests are not being limited: ${(error as Error)?.message ?? error}`);
}

function createLimiters(): Limiters {
  const env = readEnv();
  const api = { points: env.RATE_LIMIT_POINTS, duration: env.RATE_LIMIT_DURATION };
  const auth = { points: env.RATE_LIMIT_LOGIN_POINTS, duration: env.RATE_LIMIT_LOGIN_DURATION };
  if (!env.REDIS_URL && cluster.isWorker && (env.WEB_CONCURRENCY ?? 1) > 1) {
    return {
      api: new RateLimiterCluster({ ...api, keyPrefix: "api", timeoutMs: 1000 }),
      auth: new RateLimiterCluster({ ...auth, keyPrefix: "auth", timeoutMs: 1000 }),
      apiDuration: api.duration,
      connected: Promise.resolve(),
    };
  }
  if (!env.REDIS_URL) {
    return { api: new RateLimiterMemory(api), auth: new RateLimiterMemory(auth), apiDuration: api.duration, connected: Promise.resolve() };
  }
  const client = new Redis(env.REDIS_URL, {
    // Fail fast instead of queueing commands while disconnected; ioredis keeps reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  client.on("error", warnStoreDown);
  // Only the first connection is waited for (at most 2 s); during a later outage requests pass at once.
  const connected = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, 2000).unref();
  });
  const store = { storeClient: client, rejectIfRedisNotReady: true };
  return {
    api: new RateLimiterRedis({ ...store, ...api, keyPrefix: `${env.RATE_LIMIT_PREFIX}:api` }),
    auth: new RateLimiterRedis({ ...store, ...auth, keyPrefix: `${env.RATE_LIMIT_PREFIX}:auth` }),
    apiDuration: api.duration,
    connected,
  };
}

async function limiters(): Promise<Limiters> {
  globalForLimits.rateLimiters ??= createLimiters();
  await globalForLimits.rateLimiters.connected;
  return globalForLimits.rateLimiters;
}

const stateOf = (limiter: RateLimiterAbstract, res: RateLimiterRes): LimitState => ({
  limit: limiter.points,
  remaining: res.remainingPoints,
  reset: secondsUntil(res.msBeforeNext),
});

/** Takes one point; `null` when the store failed (fail open). */
async function take(limiter: RateLimiterAbstract, key: string): Promise<{ allowed: boolean; state: LimitState } | null> {
  try {
    return { allowed: true, state: stateOf(limiter, await limiter.consume(key)) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, state: stateOf(limiter, error) };
    warnStoreDown(error);
    return null;
  }
}

let trustedProxies: number | undefined;

/** The client address of a request, believing as many proxies as TRUST_PROXY says (read once). */
export function requestIp(headers: HeaderSource): string {
  trustedProxies ??= readEnv().TRUST_PROXY;
  return clientIp(headers, trustedProxies);
}

/** The budget a request is counted against. */
export function budgetKey(req: Request, caller: Caller | null): string {
  if (caller?.keyId) return `key:${caller.keyId}`;
  if (caller?.via === "session") return `user:${caller.id}`;
  return `ip:${requestIp(req.headers)}`;
}

/** Counts one /api request; throws 429 when its budget is spent. Returns the state for the response headers. */
export async function limitRequest(req: Request, caller: Caller | null): Promise<LimitState | null> {
  const { api, apiDuration } = await limiters();
  const result = await take(api, budgetKey(req, caller));
  if (result && !result.allowed) {
    throw rateLimited(
      result.state,
      `Too many requests: the limit is ${result.state.limit} per ${humanDuration(apiDuration)}. Try again in ${humanDuration(result.state.reset)}.`,
    );
  }
  return result?.state ?? null;
}

export type AuthAction = "signin" | "signup" | "reset";

const ACTION_WORDS: Record<AuthAction, string> = { signin: "sign-in attempts", signup: "sign-ups", reset: "password reset requests" };

/**
 * Counts one sign-in, signup or password-reset attempt against the client IP and (when known) the email,
 * and throws 429 when either budget is spent. `succeeded()` gives the points back after a good sign-in, so
 * only failures count towards locking out an address.
 */
export async function limitAuthAttempt(action: AuthAction, ip: string, email?: string): Promise<{ succeeded(): Promise<void> }> {
  const { auth } = await limiters();
  const keys = [`${action}:ip:${ip}`, ...(email ? [`${action}:email:${email.toLowerCase()}`] : [])];
  const results = await Promise.all(keys.map((key) => take(auth, key)));
  const blocked = results.filter((r) => r && !r.allowed).sort((a, b) => (b?.state.reset ?? 0) - (a?.state.reset ?? 0))[0];
  if (blocked) {
    throw rateLimited(blocked.state, `Too many ${ACTION_WORDS[action]}. Try again in ${humanDuration(blocked.state.reset)}.`);
  }
  return {
    // The email's failures are forgiven; the IP only gets this attempt's point back, so signing in to one
    // account cannot reset an address's count of failures against others.
    succeeded: async () => {
      await Promise.all([auth.reward(keys[0], 1).catch(warnStoreDown), ...(keys[1] ? [auth.delete(keys[1]).catch(warnStoreDown)] : [])]);
    },
  };
}
