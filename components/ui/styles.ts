/** Shared Tailwind class lists, so buttons and inputs look and focus the same everywhere. */
export const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" ");

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";

const buttonBase = `inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const button = {
  primary: `${buttonBase} bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500`,
  secondary: `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500`,
  ghost: `${buttonBase} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`,
};

export const input = `block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:read-only:bg-slate-800 dark:read-only:text-slate-300 ${focusRing}`;

/** A box that looks like an input but holds several controls (tag input): no :read-only styling, focus within. */
export const inputBox =
  "block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus-within:outline-blue-400";

export const inputInvalid = "border-red-600 dark:border-red-400";

export const label = "block text-sm font-medium text-slate-800 dark:text-slate-200";

export const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";
