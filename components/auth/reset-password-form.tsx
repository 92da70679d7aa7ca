"use client";

import { type FormEvent, useId, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { buttonClass, errorClass, inputClass, labelClass, noticeClass } from "./styles";

interface ErrorBody {
  message?: string;
  details?: { field?: string; message: string }[];
}

async function post(path: string, body: unknown): Promise<{ ok: boolean; error?: string }> {
  const res = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (res.ok) return { ok: true };
  const data = (await res.json().catch(() => ({}))) as ErrorBody;
  return { ok: false, error: data.details?.[0]?.message && data.details[0].field !== "token" ? data.details[0].message : data.message };
}

/** Asks for a reset link, or (with the link's token) sets the new password. */
export function ResetPasswordForm({ token }: { token?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = token
        ? await post("/api/auth/password-reset/confirm", { token, password: String(form.get("password") ?? "") })
        : await post("/api/auth/password-reset", { email: String(form.get("email") ?? "") });
      if (result.ok)
        setDone(
          token
            ? "Your password has been changed. You can sign in now."
            : "If an account exists for this email, we have sent it a reset link.",
        );
      else setError(result.error ?? "That did not work. Please try again.");
    } catch {
      setError("The server could not be reached. Please try again.");
    }
    setPending(false);
  }

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <p role="status" className={noticeClass}>
          {done}
        </p>
        <a href="/login" className="block text-center text-sm text-blue-700 underline dark:text-blue-400">
          Back to sign in
        </a>
      </div>
    );
  }
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit}>
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      {token ? (
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            New password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={inputClass} />
        </div>
      )}
      <button type="submit" className={buttonClass} disabled={pending}>
        {token ? "Set new password" : "Send reset link"}
      </button>
      <a href="/login" className="block text-center text-sm text-blue-700 underline dark:text-blue-400">
        Back to sign in
      </a>
    </form>
  );
}
