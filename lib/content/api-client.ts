import { type ApiRecord, type ListResponse, request } from "@/lib/client/api";

/**
 * The dashboard's calls to the endpoints beyond generic CRUD that the content pages use (moderation, account,
 * API keys, users), on the shared fetch layer: session cookie, `{error, message, details}` as ApiClientError.
 */

const enc = encodeURIComponent;

export interface ReportQueueItem {
  model: string;
  _id: string;
  reports: number;
  record: ApiRecord;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

export const contentApi = {
  reports: (params: { page: number; limit: number; model?: string }, signal?: AbortSignal) => {
    const q = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
    if (params.model) q.set("model", params.model);
    return request<ListResponse<ReportQueueItem>>(`/api/moderator/reports?${q}`, { signal }).then((r) => r.data);
  },
  dismissReports: (model: string, id: string) => request<ApiRecord>(`/api/moderator/${enc(model)}/${enc(id)}/dismiss`, { method: "POST" }),

  keys: (signal?: AbortSignal) => request<{ results: ApiKeyView[] }>("/api/auth/keys", { signal }).then((r) => r.data.results),
  createKey: (body: { name: string; expiresAt?: string | null }) =>
    request<ApiKeyView & { key: string }>("/api/auth/keys", { method: "POST", body }).then((r) => r.data),
  revokeKey: (id: string) => request<unknown>(`/api/auth/keys/${enc(id)}`, { method: "DELETE" }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    request<unknown>("/api/auth/password", { method: "POST", body }),
  setUserDisabled: (id: string, disabled: boolean) =>
    request<{ _id: string; disabled: boolean }>(`/api/auth/users/${enc(id)}/${disabled ? "disable" : "enable"}`, { method: "POST" }).then(
      (r) => r.data,
    ),
};
