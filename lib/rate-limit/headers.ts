import { ApiError } from "../api/errors";

/** What one counter says after a request: the `RateLimit-*` headers of the IETF draft, in seconds. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export function rateLimitHeaders(state: LimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(Math.max(0, state.remaining)),
    "RateLimit-Reset": String(Math.max(0, state.reset)),
  };
}

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function rateLimited(state: LimitState, message: string): ApiError {
  return new ApiError(429, "rate_limited", message, [], { ...rateLimitHeaders(state), "Retry-After": String(Math.max(1, state.reset)) });
}

/** "3 minutes" / "40 seconds": for messages a person reads. */
export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Adds the `RateLimit-*` headers to a response (none when the counter store was unavailable). */
export function withLimitHeaders(res: Response, state: LimitState | null): Response {
  if (state) for (const [name, value] of Object.entries(rateLimitHeaders(state))) res.headers.set(name, value);
  return res;
}
