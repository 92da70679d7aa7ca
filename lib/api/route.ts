import "server-only";
import { randomUUID } from "node:crypto";
import { authenticate } from "../auth/authenticate";
import type { Caller } from "../auth/caller";
import { type LimitState, withLimitHeaders } from "../rate-limit/headers";
import { limitRequest } from "../rate-limit/limiter";
import { ApiError, unauthorized } from "./errors";

export interface ApiContext<P> {
  req: Request;
  params: P;
  caller: Caller | null;
  requestId: string;
}

type Handler<P> = (ctx: ApiContext<P>) => Promise<Response>;

interface RouteOptions {
  /** "required" (default): 401 without a valid key or session. "optional": anonymous allowed. "none": not even looked at. */
  auth?: "required" | "optional" | "none";
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json; charset=utf-8", ...init.headers },
  });
}

/** Database connection failures answer 503 (unavailable), never a 500 with internals. */
function isDatabaseDown(error: unknown): boolean {
  const text = `${(error as { code?: string })?.code ?? ""} ${(error as Error)?.message ?? ""}`;
  return /ECONNREFUSED|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|P1001|DatabaseNotReachable/i.test(text);
}

export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) {
    return json(error.toBody(), { status: error.status, headers: { ...error.headers, "X-Request-Id": requestId } });
  }
  if (isDatabaseDown(error)) {
    console.error(`[${requestId}] database unavailable:`, (error as Error)?.message);
    return json(
      { error: "unavailable", message: "The database is not answering; try again shortly.", details: [] },
      { status: 503, headers: { "Retry-After": "5", "X-Request-Id": requestId } },
    );
  }
  console.error(`[${requestId}]`, error);
  return json(
    { error: "internal", message: `Something went wrong on our side. Quote request id ${requestId} when reporting it.`, details: [] },
    { status: 500, headers: { "X-Request-Id": requestId } },
  );
}

/**
 * Wraps a route handler: authenticates, turns thrown ApiErrors into the contract's error body, and keeps
 * stack traces in the server log. Handlers stay thin: parse, call an operation in lib/, shape the response.
 */
export function apiRoute<P = Record<string, string>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (req: Request, context: { params: Promise<P> }): Promise<Response> => {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    let limit: LimitState | null = null;
    try {
      const params = (await context?.params) ?? ({} as P);
      const mode = options.auth ?? "required";
      // Rate limited per key or user once known; a request whose authentication fails still counts, per IP.
      const auth =
        mode === "none"
          ? { caller: null }
          : await authenticate(req).then(
              (caller) => ({ caller }),
              (error) => ({ caller: null, error }),
            );
      limit = await limitRequest(req, auth.caller);
      if ("error" in auth) throw auth.error;
      const caller = auth.caller;
      if (mode === "required" && !caller) throw unauthorized();
      const res = await handler({ req, params, caller, requestId });
      res.headers.set("X-Request-Id", requestId);
      return withLimitHeaders(res, limit);
    } catch (error) {
      return withLimitHeaders(errorResponse(error, requestId), limit);
    }
  };
}
