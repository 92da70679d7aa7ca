import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Reset password" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Without a token: ask for a reset link. With the token from the link: choose a new password. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">{token ? "Choose a new password" : "Reset your password"}</h1>
        <ResetPasswordForm token={Array.isArray(token) ? token[0] : token} />
      </div>
    </main>
  );
}
