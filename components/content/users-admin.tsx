"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { formatDate } from "@/components/table/cells";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { badge, button, cx, focusRing, input, label } from "@/components/ui/styles";
import { type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { contentApi } from "@/lib/content/api-client";
import { ROLES, type Role } from "@/lib/models";

const PAGE_SIZE = 25;

/** /admin/users (admins): list and filter by role, change roles, disable or enable accounts. */
export function UsersAdmin({ initialDisabled }: { initialDisabled: string[] }) {
  const { user: me } = useAdmin();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<"" | Role>("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [disabled, setDisabled] = useState(() => new Set(initialDisabled));
  const [editing, setEditing] = useState<ApiRecord | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [disabling, setDisabling] = useState<ApiRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const searchId = useId();

  const where: Record<string, unknown> = {};
  if (role) where.roles = role;
  const text = search.trim();
  if (text) {
    const pattern = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    where.$or = [{ screenname: { $regex: pattern, $options: "i" } }, { email: { $regex: pattern, $options: "i" } }];
  }
  const params = new URLSearchParams({ sort_by: "-created", limit: String(PAGE_SIZE), page: String(page) });
  if (Object.keys(where).length) params.set("where", JSON.stringify(where));
  const query = useQuery({
    queryKey: queryKeys.list("users", params.toString()),
    queryFn: ({ signal }) => api.list("users", params, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / PAGE_SIZE)) : 1;
  const name = (u: ApiRecord) => String(u.screenname || u.email || u._id);

  const saveRoles = async () => {
    if (!editing) return;
    if (roles.length === 0) {
      toast.error("Choose at least one role.");
      return;
    }
    setBusy(true);
    try {
      await api.patch("users", editing._id, { roles });
      toast.success(`${name(editing)} now has the roles: ${roles.join(", ")}.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.model("users") });
      setEditing(null);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const setAccount = async (u: ApiRecord, disable: boolean) => {
    setBusy(true);
    try {
      const res = await contentApi.setUserDisabled(u._id, disable);
      setDisabled((prev) => {
        const next = new Set(prev);
        if (res.disabled) next.add(u._id);
        else next.delete(u._id);
        return next;
      });
      toast.success(disable ? `${name(u)} is disabled.` : `${name(u)} is enabled again.`);
      setDisabling(null);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Users</h1>
        <Link href="/admin/users/new" className={button.primary}>
          New user
        </Link>
      </div>
      <search aria-label="Filter users" className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={roleId} className={label}>
            Role
          </label>
          <select
            id={roleId}
            className={cx(input, "mt-1")}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | "");
              setPage(1);
            }}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={searchId} className={label}>
            Name or email
          </label>
          <input
            id={searchId}
            type="search"
            className={cx(input, "mt-1")}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </search>

      {query.isPending ? (
        <p role="status">Loading users…</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Could not load users: {query.error.message}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
            {query.data.count} {query.data.count === 1 ? "user" : "users"}
          </p>
          <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-slate-50 dark:bg-slate-900">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Roles
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Created
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.results.map((u) => {
                  const isDisabled = disabled.has(u._id);
                  const userRoles = (Array.isArray(u.roles) ? u.roles : []) as Role[];
                  return (
                    <tr key={u._id} className="border-t border-slate-200 dark:border-slate-700" data-testid="user-row">
                      <td className="px-3 py-2">
                        <Link
                          href={`/admin/users/${encodeURIComponent(u._id)}`}
                          className={cx("font-medium text-blue-700 hover:underline dark:text-blue-400", focusRing)}
                        >
                          {name(u)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{String(u.email ?? "—")}</td>
                      <td className="px-3 py-2">
                        <ul className="flex flex-wrap gap-1" aria-label={`Roles of ${name(u)}`}>
                          {userRoles.map((r) => (
                            <li key={r} className={cx(badge, "bg-slate-100 dark:bg-slate-800")}>
                              {r}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(u.created) ?? "—"}</td>
                      <td className="px-3 py-2">
                        <span
                          className={cx(
                            badge,
                            isDisabled
                              ? "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
                              : "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
                          )}
                        >
                          {isDisabled ? "Disabled" : "Active"}
                        </span>
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex justify-end gap-2">
                          <button
                            type="button"
                            className={button.secondary}
                            aria-label={`Change roles of ${name(u)}`}
                            onClick={() => {
                              setRoles(userRoles);
                              setEditing(u);
                            }}
                          >
                            Change roles
                          </button>
                          {u._id !== me.id &&
                            (isDisabled ? (
                              <button
                                type="button"
                                className={button.secondary}
                                disabled={busy}
                                onClick={() => setAccount(u, false)}
                                aria-label={`Enable ${name(u)}`}
                              >
                                Enable
                              </button>
                            ) : (
                              <button
                                type="button"
                                className={button.danger}
                                onClick={() => setDisabling(u)}
                                aria-label={`Disable ${name(u)}`}
                              >
                                Disable
                              </button>
                            ))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Users pages" className="flex items-center gap-2 text-sm">
              <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog
        open={editing !== null}
        busy={busy}
        title={`Roles of ${editing ? name(editing) : ""}`}
        confirmLabel="Save roles"
        onCancel={() => setEditing(null)}
        onConfirm={saveRoles}
      >
        <fieldset>
          <legend className="sr-only">Roles</legend>
          <div className="space-y-2">
            {ROLES.map((r) => (
              <label key={r} className="flex items-center gap-2 text-slate-900 dark:text-slate-100">
                <input
                  type="checkbox"
                  checked={roles.includes(r)}
                  onChange={(e) => setRoles((prev) => (e.target.checked ? [...prev, r] : prev.filter((x) => x !== r)))}
                  className={focusRing}
                />
                {r}
              </label>
            ))}
          </div>
          {editing?._id === me.id && !roles.includes("admin") && (
            <p role="alert" className="mt-2 text-amber-800 dark:text-amber-300">
              You are removing your own admin role: you will lose access to this page.
            </p>
          )}
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        open={disabling !== null}
        busy={busy}
        danger
        title={`Disable ${disabling ? name(disabling) : ""}?`}
        confirmLabel="Disable account"
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && setAccount(disabling, true)}
      >
        They are signed out and their API keys stop working until an administrator enables the account again.
      </ConfirmDialog>
    </div>
  );
}
