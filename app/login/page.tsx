import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { safeCallbackUrl, signInErrorMessage } from "@/lib/auth/callback-url";
import { currentCaller } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const error = Array.isArray(params.error) ? params.error[0] : params.error;
  const callbackUrl = safeCallbackUrl(params.callbackUrl, process.env.NEXTAUTH_URL);
  // Already signed in: offer to continue or to switch accounts instead of a second sign-in.
  const caller = await currentCaller();
  const email = caller ? (await getDb().user.findUnique({ where: { id: caller.id }, select: { email: true } }))?.email : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Community Platform dashboard</p>
        {caller ? (
          <div className="mt-6 space-y-4">
            <p className="text-sm" data-testid="signed-in-as">
              You are signed in as <strong>{email ?? caller.id}</strong>.
            </p>
            <div className="flex items-center gap-3">
              <a
                href={callbackUrl}
                className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500"
              >
                Continue
              </a>
              <SignOutButton />
            </div>
          </div>
        ) : (
          <LoginForm callbackUrl={callbackUrl} initialError={signInErrorMessage(error)} />
        )}
      </div>
    </main>
  );
}
