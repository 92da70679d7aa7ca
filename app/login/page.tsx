import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl, signInErrorMessage } from "@/lib/auth/callback-url";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const error = Array.isArray(params.error) ? params.error[0] : params.error;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Community Platform dashboard</p>
        <LoginForm callbackUrl={safeCallbackUrl(params.callbackUrl, process.env.NEXTAUTH_URL)} initialError={signInErrorMessage(error)} />
      </div>
    </main>
  );
}
