import "server-only";
import { randomUUID } from "node:crypto";
import NextAuth from "next-auth";
import { errorResponse } from "../api/route";
import { withRateLimit } from "../rate-limit/route";
import { authOptions } from "./next-auth";
import { runWithSignInOutcome } from "./sign-in-outcome";

const nextAuth = NextAuth(authOptions) as (req: Request, ctx: unknown) => Promise<Response>;

/**
 * next-auth's own endpoints behind the per-IP budget. A sign-in refused by the sign-in budget answers 429 with
 * Retry-After and the contract's error body (next-auth alone would answer 401 with a redirect URL). The body
 * also keeps next-auth's `url`, so its client's `signIn()` still reports the message as `error`.
 */
export const nextAuthHandler = withRateLimit(async (req: Request, ctx: unknown) => {
  const { result, outcome } = await runWithSignInOutcome(() => nextAuth(req, ctx));
  if (!outcome.rateLimited) return result;
  const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
  const limited = errorResponse(outcome.rateLimited, requestId);
  const nextAuthBody = (await result.json().catch(() => ({}))) as { url?: string };
  const body = { ...(await limited.json()), ...(nextAuthBody.url ? { url: nextAuthBody.url } : {}) };
  return new Response(JSON.stringify(body), { status: limited.status, headers: limited.headers });
});
