import type { ReactNode } from "react";
import { badge, cx } from "@/components/ui/styles";
import type { FieldDef } from "@/lib/models";

/** Cell renderers per field type, compact enough for a row. */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const ENUM_COLORS: Record<string, string> = {
  public: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  custom: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  private: "bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100",
  secret: "bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100",
};
const NEUTRAL = "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200";

const Empty = () => (
  <span className="text-slate-400 dark:text-slate-500" title="Not set">
    —
  </span>
);

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function formatDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : dateFormat.format(d);
}

export function renderCell(field: FieldDef, value: unknown): ReactNode {
  if (value === null || value === undefined || value === "") return <Empty />;
  switch (field.type) {
    case "Date": {
      const text = formatDate(value);
      return text ? (
        <time dateTime={String(value)} title={String(value)} className="whitespace-nowrap">
          {text}
        </time>
      ) : (
        String(value)
      );
    }
    case "Boolean":
      return value ? (
        <span className={cx(badge, "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100")}>Yes</span>
      ) : (
        <span className={cx(badge, NEUTRAL)}>No</span>
      );
    case "Enum":
      return <span className={cx(badge, ENUM_COLORS[String(value)] ?? NEUTRAL)}>{String(value)}</span>;
    case "Integer":
      return <span className="tabular-nums">{String(value)}</span>;
    case "Array": {
      if (!Array.isArray(value) || value.length === 0) return <Empty />;
      if (field.of === "String") {
        const shown = value.slice(0, 5);
        return (
          <ul className="flex flex-wrap gap-1" aria-label={field.name}>
            {shown.map((tag, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tags may repeat
              <li key={i} className={cx(badge, "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100")}>
                {truncate(String(tag), 30)}
              </li>
            ))}
            {value.length > shown.length && <li className="text-xs text-slate-500">+{value.length - shown.length}</li>}
          </ul>
        );
      }
      return <JsonCell value={value} />;
    }
    case "Object": {
      if (field.shape === "money" && typeof value === "object") {
        const m = value as { val?: unknown; cur?: unknown };
        return <span className="tabular-nums">{`${m.val ?? ""} ${m.cur ?? ""}`.trim()}</span>;
      }
      return <JsonCell value={value} />;
    }
    default: {
      const text = String(value);
      return <span title={text.length > 80 ? text : undefined}>{truncate(text)}</span>;
    }
  }
}

function JsonCell({ value }: { value: unknown }) {
  const text = JSON.stringify(value);
  return (
    <code className="font-mono text-xs text-slate-700 dark:text-slate-300" title={text.length > 60 ? text : undefined}>
      {truncate(text, 60)}
    </code>
  );
}

/** A readable column header from a field name: `createdBy` → "Created by". */
export function humanize(name: string): string {
  if (name === "_id") return "ID";
  const words = name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
