import "server-only";
import { randomUUID } from "node:crypto";
import { errorResponse } from "../api/route";
import { type LimitState, withLimitHeaders } from "./headers";
import { limitRequest } from "./limiter";

/** For /api handlers that do not go through apiRoute (next-auth's): the per-IP budget and its headers. */
export function withRateLimit<C>(handler: (req: Request, ctx: C) => Promise<Response>) {
  return async (req: Request, ctx: C): Promise<Response> => {
    let state: LimitState | null;
    try {
      state = await limitRequest(req, null);
    } catch (error) {
      return errorResponse(error, req.headers.get("x-request-id")?.slice(0, 64) || randomUUID());
    }
    return withLimitHeaders(await handler(req, ctx), state);
  };
}
