"use client";

import { signIn } from "next-auth/react";
import { type FormEvent, useId, useState } from "react";
import { signInErrorMessage } from "@/lib/auth/callback-url";
import { buttonClass, errorClass, inputClass, labelClass } from "./styles";

/**
 * Email + password against next-auth's Credentials provider, without a page reload on failure. Messages the
 * server wrote (too many attempts, disabled account) are shown as they are; next-auth's codes are translated.
 */
export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string | null }) {
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirect: false,
        callbackUrl,
      });
      if (result?.ok && !result.error) {
        // A full navigation, so server components render with the new session cookie.
        window.location.assign(callbackUrl);
        return;
      }
      const code = result?.error;
      setError(code && /\s/.test(code) ? code : signInErrorMessage(code ?? "CredentialsSignin"));
    } catch {
      setError("The server could not be reached. Please try again.");
    }
    setPending(false);
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate={false}>
      {error ? (
        <p role="alert" className={errorClass} data-testid="login-error">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className={labelClass}>
          Password
        </label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className={inputClass} />
      </div>
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
      <p className="text-center text-sm">
        <a href="/login/reset" className="text-blue-700 underline hover:no-underline dark:text-blue-400">
          Forgot your password?
        </a>
      </p>
    </form>
  );
}
