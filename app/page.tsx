import Link from "next/link";

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-10">
      <h1 className="text-2xl font-semibold">Community Platform</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">The moderation dashboard and the HTTP API of the community platform.</p>
      <ul className="mt-6 list-disc space-y-1 pl-6">
        <li>
          <Link className="text-blue-700 underline dark:text-blue-400" href="/admin">
            Dashboard
          </Link>
        </li>
        <li>
          <Link className="text-blue-700 underline dark:text-blue-400" href="/swagger">
            API documentation
          </Link>
        </li>
      </ul>
    </main>
  );
}
