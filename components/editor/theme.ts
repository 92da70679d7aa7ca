import type { EditorThemeClasses } from "lexical";

/** Tailwind classes for the editing surface; the server strips class attributes from stored HTML. */
export const editorTheme: EditorThemeClasses = {
  paragraph: "my-2",
  heading: { h1: "mt-4 mb-2 text-2xl font-bold", h2: "mt-4 mb-2 text-xl font-bold", h3: "mt-3 mb-2 text-lg font-semibold" },
  quote: "my-2 border-l-4 border-slate-300 pl-3 italic text-slate-700 dark:border-slate-600 dark:text-slate-300",
  list: { ul: "my-2 list-disc pl-6", ol: "my-2 list-decimal pl-6", listitem: "my-0.5", nested: { listitem: "list-none" } },
  link: "text-blue-700 underline dark:text-blue-400",
  code: "my-2 block overflow-x-auto rounded bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800",
  text: {
    bold: "font-bold",
    italic: "italic",
    underline: "underline",
    strikethrough: "line-through",
    underlineStrikethrough: "underline line-through",
    code: "rounded bg-slate-100 px-1 font-mono text-sm dark:bg-slate-800",
  },
};
