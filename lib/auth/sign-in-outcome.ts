import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiError } from "../api/errors";

/**
 * What the Credentials check learned that next-auth cannot carry: next-auth turns every thrown error into a
 * 401 with `?error=` in a URL, so a locked-out sign-in would not be a 429 with Retry-After. The check records
 * the limit's error here and the route (app/api/auth/[...nextauth]) answers with it.
 */
interface Outcome {
  rateLimited?: ApiError;
}

const storage = new AsyncLocalStorage<Outcome>();

export function runWithSignInOutcome<T>(work: () => Promise<T>): Promise<{ result: T; outcome: Outcome }> {
  const outcome: Outcome = {};
  return storage.run(outcome, async () => ({ result: await work(), outcome }));
}

export function recordRateLimited(error: ApiError): void {
  const outcome = storage.getStore();
  if (outcome) outcome.rateLimited = error;
}
