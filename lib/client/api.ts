/**
 * The dashboard's typed client of the `/api` routes (api-contract.md). Same origin, so the next-auth
 * session cookie authenticates every call. Errors are parsed into ApiClientError with the contract's
 * `{ error, message, details }` so forms can put each message under its field.
 */

export interface ErrorDetail {
  field?: string;
  message: string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** Someone else saved the record since it was loaded (If-Match did not match). */
  get isConflict() {
    return this.status === 412 || this.code === "precondition_failed";
  }
}

export type ApiRecord = { _id: string } & Record<string, unknown>;

export interface ListResponse<T = ApiRecord> {
  results: T[];
  /** Exact up to 10,000 matches, the planner's estimate beyond (countIsEstimate). */
  count: number;
  countIsEstimate?: boolean;
  page: number;
}

export interface WithEtag<T> {
  data: T;
  etag: string | null;
}

export interface Me {
  user: { _id?: string; id?: string; email?: string | null; screenname?: string | null } & Record<string, unknown>;
  roles: string[];
  via: string;
}

/** Turns any failed response into an ApiClientError, whatever its body. */
export async function errorFromResponse(res: Response): Promise<ApiClientError> {
  let body: unknown = null;
  const text = await res.text().catch(() => "");
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  if (body && typeof body === "object") {
    const b = body as { error?: unknown; message?: unknown; details?: unknown };
    const details = Array.isArray(b.details)
      ? b.details
          .filter((d): d is { field?: unknown; message?: unknown } => !!d && typeof d === "object")
          .map((d) => ({ field: typeof d.field === "string" ? d.field : undefined, message: String(d.message ?? "") }))
      : [];
    return new ApiClientError(
      res.status,
      typeof b.error === "string" ? b.error : `http_${res.status}`,
      typeof b.message === "string" ? b.message : res.statusText || `Request failed (${res.status})`,
      details,
    );
  }
  return new ApiClientError(res.status, `http_${res.status}`, text.slice(0, 200) || res.statusText || `Request failed (${res.status})`);
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  ifMatch?: string | null;
  signal?: AbortSignal;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<WithEtag<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.ifMatch) headers["If-Match"] = options.ifMatch;
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiClientError(0, "network", "The server could not be reached. Check your connection and retry.");
  }
  if (!res.ok) throw await errorFromResponse(res);
  const text = res.status === 204 ? "" : await res.text();
  return { data: (text ? JSON.parse(text) : null) as T, etag: res.headers.get("ETag") };
}

const enc = encodeURIComponent;
const recordPath = (plural: string, id: string) => `/api/${enc(plural)}/${enc(id)}`;

export const api = {
  list: (plural: string, params: URLSearchParams, signal?: AbortSignal) =>
    request<ListResponse>(`/api/${enc(plural)}?${params.toString()}`, { signal }).then((r) => r.data),
  /** `deleted`: moderators also find a soft-deleted record (to restore it). */
  get: (plural: string, id: string, options: { deleted?: boolean; signal?: AbortSignal } = {}) =>
    request<ApiRecord>(`${recordPath(plural, id)}${options.deleted ? "?deleted=true" : ""}`, { signal: options.signal }),
  create: (plural: string, body: Record<string, unknown>) => request<ApiRecord>(`/api/${enc(plural)}`, { method: "POST", body }),
  patch: (plural: string, id: string, body: Record<string, unknown>, ifMatch?: string | null) =>
    request<ApiRecord>(recordPath(plural, id), { method: "PATCH", body, ifMatch }),
  remove: (plural: string, id: string, ifMatch?: string | null) => request<unknown>(recordPath(plural, id), { method: "DELETE", ifMatch }),
  softDelete: (plural: string, id: string) => request<unknown>(`${recordPath(plural, id)}/soft-delete`, { method: "POST" }),
  restore: (plural: string, id: string) => request<unknown>(`${recordPath(plural, id)}/restore`, { method: "POST" }),
  me: () => request<Me>("/api/auth/me").then((r) => r.data),
};

/** react-query keys: invalidating `["records", plural]` refreshes that model's lists and records. */
export const queryKeys = {
  model: (plural: string) => ["records", plural] as const,
  list: (plural: string, params: string) => ["records", plural, "list", params] as const,
  record: (plural: string, id: string) => ["records", plural, "one", id] as const,
};
