"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { useAdmin } from "@/components/admin/AdminContext";
import { ImagePreview } from "@/components/media/image-preview";
import { formatDate } from "@/components/table/cells";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { button, cx, input, inputInvalid, label } from "@/components/ui/styles";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { ApiClientError, api, queryKeys } from "@/lib/client/api";
import { type ApiKeyView, contentApi } from "@/lib/content/api-client";
import { findModel, type ModelDef } from "@/lib/models";
import { writeSchema } from "@/lib/models/zod";

/** /admin/account: the signed-in user's profile, password and API keys. */
export function AccountSettings() {
  return (
    <div className="max-w-3xl space-y-10">
      <h1 className="text-2xl font-semibold">Account settings</h1>
      <ProfileSection />
      <PasswordSection />
      <ApiKeysSection />
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Puts the API's `details` under their fields; returns whether any matched a field. */
function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiClientError)) return false;
  let matched = false;
  for (const d of error.details) {
    if (d.field && fields.includes(d.field)) {
      form.setError(d.field as Path<T>, { type: "server", message: d.message });
      matched = true;
    }
  }
  return matched;
}

function TextField<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  help?: string;
}) {
  const id = useId();
  const error = props.form.formState.errors[props.name]?.message as string | undefined;
  const describedBy = [props.help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(input, "mt-1", error && inputInvalid)}
        {...props.form.register(props.name)}
      />
      {props.help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {props.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

// ---- Profile

const userModel = findModel("user") as ModelDef;
const profileSchema = writeSchema(userModel, "patch").pick({ screenname: true, photo: true });
type Profile = { screenname: string; photo: string };

function ProfileSection() {
  const { user } = useAdmin();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.record("users", user.id), queryFn: ({ signal }) => api.get("users", user.id, { signal }) });
  const form = useForm<Profile>({
    defaultValues: { screenname: "", photo: "" },
    // Blank means "clear it": the API takes null for an optional field.
    resolver: async (values) => {
      const body = { screenname: values.screenname.trim() || null, photo: values.photo.trim() || null };
      const parsed = profileSchema.safeParse(body);
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= { type: "schema", message: issue.message };
      return { values: {}, errors };
    },
  });
  const loaded = query.data;
  useEffect(() => {
    if (loaded) form.reset({ screenname: String(loaded.data.screenname ?? ""), photo: String(loaded.data.photo ?? "") });
  }, [loaded, form]);
  const [formError, setFormError] = useState<string | null>(null);
  const photo = form.watch("photo");

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await api.patch(
        "users",
        user.id,
        { screenname: values.screenname.trim() || null, photo: values.photo.trim() || null },
        loaded?.etag,
      );
      queryClient.setQueryData(queryKeys.record("users", user.id), res);
      toast.success("Profile saved.");
    } catch (error) {
      if (error instanceof ApiClientError && error.isConflict) {
        setFormError("Your profile was changed elsewhere. Reload the page and try again.");
        await query.refetch();
      } else if (!applyServerErrors(form, error, ["screenname", "photo"])) setFormError((error as Error).message);
    }
  });

  return (
    <Section title="Profile" description="How other members see you.">
      {query.isPending ? (
        <p role="status">Loading…</p>
      ) : query.isError ? (
        <p role="alert">Could not load your profile: {query.error.message}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-4">
          {formError && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/50">
              {formError}
            </p>
          )}
          <TextField form={form} name="screenname" label="Screen name" autoComplete="nickname" />
          <TextField form={form} name="photo" label="Photo URL" type="url" help="An http(s) address of your picture." />
          <ImagePreview url={photo} alt="Preview of your photo" />
          <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving…" : "Save profile"}
          </button>
        </form>
      )}
    </Section>
  );
}

// ---- Password

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(1024, "At most 1024 characters"),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "The passwords do not match" });
type PasswordValues = z.infer<typeof passwordSchema>;

function PasswordSection() {
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await contentApi.changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success("Password changed.");
    } catch (error) {
      if (!applyServerErrors(form, error, ["currentPassword", "newPassword"])) setFormError((error as Error).message);
    }
  });
  return (
    <Section title="Password">
      <form noValidate onSubmit={onSubmit} aria-label="Change password" className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/50">
            {formError}
          </p>
        )}
        <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <TextField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          help={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <TextField form={form} name="confirm" label="Repeat the new password" type="password" autoComplete="new-password" />
        <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Changing…" : "Change password"}
        </button>
      </form>
    </Section>
  );
}

// ---- API keys

const keySchema = z.object({
  name: z.string().trim().min(1, "Give the key a name").max(100, "At most 100 characters"),
  expires: z.string().refine((v) => v === "" || new Date(`${v}T23:59:59`).getTime() > Date.now(), "Choose a date in the future"),
});
type KeyValues = z.infer<typeof keySchema>;
const KEYS_QUERY = ["auth", "keys"] as const;

function keyStatus(key: ApiKeyView): string {
  if (key.revokedAt) return `Revoked ${formatDate(key.revokedAt)}`;
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return "Expired";
  return "Active";
}

function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: KEYS_QUERY, queryFn: ({ signal }) => contentApi.keys(signal) });
  const form = useForm<KeyValues>({ resolver: zodResolver(keySchema), defaultValues: { name: "", expires: "" } });
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ name, expires }) => {
    setFormError(null);
    try {
      // The end of the chosen day, in the user's time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      const res = await contentApi.createKey({ name, expiresAt });
      setCreated({ key: res.key, name: res.name });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
    } catch (error) {
      const mapped = error instanceof ApiClientError ? error.details.some((d) => d.field === "expiresAt") : false;
      if (mapped)
        form.setError("expires", {
          type: "server",
          message: (error as ApiClientError).details.find((d) => d.field === "expiresAt")?.message,
        });
      else if (!applyServerErrors(form, error, ["name"])) setFormError((error as Error).message);
    }
  });

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await contentApi.revokeKey(revoking.id);
      toast.success(`Key “${revoking.name}” revoked.`);
      await queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Section title="API keys" description="Keys let scripts and apps use the API as you: send one as “Authorization: Bearer <key>”.">
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Create an API key"
        className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      >
        {formError && (
          <p
            role="alert"
            className="sm:col-span-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/50"
          >
            {formError}
          </p>
        )}
        <TextField form={form} name="name" label="Key name" help="What uses it, e.g. “newsletter script”." />
        <TextField form={form} name="expires" label="Expires on (optional)" type="date" />
        <button type="submit" className={cx(button.primary, "sm:mt-6")} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Creating…" : "Create key"}
        </button>
      </form>

      <div className="mt-6">
        {keys.isPending ? (
          <p role="status">Loading keys…</p>
        ) : keys.isError ? (
          <p role="alert">Could not load your keys: {keys.error.message}</p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">You have no API keys.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your API keys</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Key
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Last used
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Expires
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.data.map((key) => (
                  <tr key={key.id} className="border-b border-slate-100 dark:border-slate-800" data-testid="api-key-row">
                    <td className="py-2 pr-3 font-medium">{key.name}</td>
                    <td className="py-2 pr-3 font-mono text-xs">{key.prefix}…</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(key.createdAt)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{key.lastUsedAt ? formatDate(key.lastUsedAt) : "Never"}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{key.expiresAt ? formatDate(key.expiresAt) : "Never"}</td>
                    <td className="py-2 pr-3">{keyStatus(key)}</td>
                    <td className="py-2 text-right">
                      {!key.revokedAt && (
                        <button
                          type="button"
                          className={button.secondary}
                          onClick={() => setRevoking(key)}
                          aria-label={`Revoke key ${key.name}`}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        busy={busy}
        danger
        title={`Revoke the key “${revoking?.name ?? ""}”?`}
        confirmLabel="Revoke key"
        onCancel={() => setRevoking(null)}
        onConfirm={revoke}
      >
        Anything using this key stops working at once. This cannot be undone.
      </ConfirmDialog>
    </Section>
  );
}

/** The new key, shown this once: it is stored only as a hash. */
function NewKey({ created, onDone }: { created: { key: string; name: string }; onDone: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();
  useEffect(() => ref.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // No clipboard permission (or not a secure context): select the text so Ctrl+C works.
      inputRef.current?.select();
      toast.info("Select the key and copy it with Ctrl+C.");
    }
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      data-testid="new-api-key"
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-md border border-emerald-400 bg-emerald-50 p-4 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-emerald-700 dark:bg-emerald-950/50"
    >
      <p id={`${id}-title`} className="font-semibold">
        Your new key “{created.name}”
      </p>
      <p className="mt-1 text-sm">Copy it now: it will not be shown again.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-key`} className="sr-only">
          API key
        </label>
        <input
          ref={inputRef}
          id={`${id}-key`}
          readOnly
          value={created.key}
          className={cx(input, "font-mono text-xs")}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={button.secondary} onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "The key is copied to the clipboard." : ""}
      </p>
      <button type="button" className={cx(button.ghost, "mt-3")} onClick={onDone}>
        I have stored the key
      </button>
    </section>
  );
}
