"use client";

import { type KeyboardEvent, useState } from "react";
import { button, cx, input, inputBox, inputInvalid } from "@/components/ui/styles";
import type { FieldDef } from "@/lib/models";
import { type FormValue, type FormWidget, type MoneyValue, parseJsonText } from "./values";

/** What every widget receives; the field's label is rendered by the form and points at `id`. */
export interface WidgetProps {
  field: FieldDef;
  id: string;
  name: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  readOnly: boolean;
  invalid: boolean;
  /** ids of the help text and the error, for aria-describedby. */
  describedBy?: string;
  required: boolean;
}

const aria = (p: WidgetProps) => ({
  id: p.id,
  name: p.name,
  "aria-invalid": p.invalid || undefined,
  "aria-describedby": p.describedBy,
  "aria-required": p.required || undefined,
});

export function TextWidget(p: WidgetProps & { type?: "text" | "url" | "number" | "datetime-local" }) {
  return (
    <input
      {...aria(p)}
      type={p.type ?? "text"}
      step={p.type === "datetime-local" ? 1 : p.type === "number" ? "any" : undefined}
      inputMode={p.type === "number" ? "decimal" : undefined}
      className={cx(input, p.invalid && inputInvalid)}
      value={String(p.value ?? "")}
      readOnly={p.readOnly}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
    />
  );
}

export function TextareaWidget(p: WidgetProps & { rows?: number; mono?: boolean }) {
  return (
    <textarea
      {...aria(p)}
      rows={p.rows ?? 6}
      className={cx(input, p.mono && "font-mono text-xs", p.invalid && inputInvalid)}
      value={String(p.value ?? "")}
      readOnly={p.readOnly}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
    />
  );
}

export function SwitchWidget(p: WidgetProps) {
  const on = p.value === true;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2">
      <input
        {...aria(p)}
        type="checkbox"
        role="switch"
        aria-checked={on}
        className="peer sr-only"
        checked={on}
        disabled={p.readOnly}
        onChange={(e) => p.onChange(e.target.checked)}
        onBlur={p.onBlur}
      />
      <span
        aria-hidden="true"
        className={cx(
          "relative inline-block h-5 w-9 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600",
          on ? "bg-blue-700 dark:bg-blue-500" : "bg-slate-300 dark:bg-slate-600",
          p.readOnly && "opacity-60",
        )}
      >
        <span className={cx("absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all", on ? "left-4.5" : "left-0.5")} />
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{on ? "Yes" : "No"}</span>
    </label>
  );
}

export function SelectWidget(p: WidgetProps) {
  return (
    <select
      {...aria(p)}
      className={cx(input, p.invalid && inputInvalid)}
      value={String(p.value ?? "")}
      disabled={p.readOnly}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
    >
      {!p.required && <option value="">— none —</option>}
      {(p.field.values ?? []).map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
  );
}

/** Tags as removable chips; Enter or comma adds what was typed, Backspace in an empty box removes the last. */
export function TagsWidget(p: WidgetProps) {
  const tags = Array.isArray(p.value) ? p.value : [];
  const [text, setText] = useState("");
  const add = (raw: string) => {
    const parts = raw
      .split(",")
      .map((t) => t.trim())
      .filter((t) => t && !tags.includes(t));
    if (parts.length) p.onChange([...tags, ...parts]);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(text);
    } else if (e.key === "Backspace" && text === "" && tags.length) {
      p.onChange(tags.slice(0, -1));
    }
  };
  return (
    <div
      className={cx(
        inputBox,
        "flex flex-wrap items-center gap-1.5",
        p.readOnly && "bg-slate-50 dark:bg-slate-800",
        p.invalid && inputInvalid,
      )}
    >
      <ul className="contents" aria-label={`${p.field.name} values`}>
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900 dark:bg-sky-900/60 dark:text-sky-100"
          >
            {tag}
            {!p.readOnly && (
              <button
                type="button"
                className="rounded-full px-1 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-sky-800"
                aria-label={`Remove ${tag}`}
                onClick={() => p.onChange(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!p.readOnly && (
        <input
          {...aria(p)}
          className="min-w-24 flex-1 bg-transparent py-0.5 text-sm outline-none"
          placeholder={tags.length ? "" : "Type and press Enter"}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) add(text);
            p.onBlur();
          }}
        />
      )}
    </div>
  );
}

/** A JSON editor: a textarea that says, while typing, whether the text is valid JSON of the right kind. */
export function JsonWidget(p: WidgetProps) {
  const text = String(p.value ?? "");
  const parsed = text.trim() ? parseJsonText(text) : null;
  const expectArray = p.field.type === "Array";
  let status: { ok: boolean; message: string } | null = null;
  if (parsed && !parsed.ok) status = { ok: false, message: parsed.message };
  else if (parsed?.ok) {
    const isArray = Array.isArray(parsed.value);
    const isObject = parsed.value !== null && typeof parsed.value === "object" && !isArray;
    status =
      expectArray && !isArray
        ? { ok: false, message: "Expected a JSON array" }
        : !expectArray && !isObject
          ? { ok: false, message: "Expected a JSON object" }
          : { ok: true, message: "Valid JSON" };
  }
  return (
    <div>
      <TextareaWidget {...p} rows={Math.min(14, Math.max(3, text.split("\n").length))} mono invalid={p.invalid || status?.ok === false} />
      {!p.readOnly && status && (
        <p
          aria-live="polite"
          data-testid={`${p.name}-json-status`}
          className={cx("mt-1 text-xs", status.ok ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400")}
        >
          {status.message}
        </p>
      )}
      {!p.readOnly && status?.ok && (
        <button
          type="button"
          className={cx(button.ghost, "mt-1 px-2 py-0.5 text-xs")}
          onClick={() => parsed?.ok && p.onChange(JSON.stringify(parsed.value, null, 2))}
        >
          Format
        </button>
      )}
    </div>
  );
}

export function MoneyWidget(p: WidgetProps) {
  const m = (p.value ?? { val: "", cur: "" }) as MoneyValue;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
      <input
        {...aria(p)}
        type="number"
        step="any"
        inputMode="decimal"
        aria-label={`${p.field.name} amount`}
        className={cx(input, p.invalid && inputInvalid)}
        value={m.val}
        readOnly={p.readOnly}
        onChange={(e) => p.onChange({ ...m, val: e.target.value })}
        onBlur={p.onBlur}
      />
      <input
        id={`${p.id}-cur`}
        aria-label={`${p.field.name} currency`}
        aria-describedby={p.describedBy}
        maxLength={16}
        placeholder="EUR"
        className={cx(input, "uppercase", p.invalid && inputInvalid)}
        value={m.cur}
        readOnly={p.readOnly}
        onChange={(e) => p.onChange({ ...m, cur: e.target.value })}
        onBlur={p.onBlur}
      />
    </div>
  );
}

export function DateTimeWidget(p: WidgetProps) {
  const value = String(p.value ?? "");
  const d = value ? new Date(value) : null;
  return (
    <div>
      <TextWidget {...p} type="datetime-local" />
      {d && !Number.isNaN(d.getTime()) && (
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Stored as {d.toISOString()} (UTC)</p>
      )}
    </div>
  );
}

/** The built-in widget for each kind. Overrides (components/form/overrides.ts) are looked up first. */
export function BuiltinWidget({ widget, ...p }: WidgetProps & { widget: FormWidget }) {
  switch (widget) {
    case "text":
      return <TextWidget {...p} />;
    case "url":
      return <TextWidget {...p} type="url" />;
    case "number":
      return <TextWidget {...p} type="number" />;
    case "textarea":
    case "richtext":
      return <TextareaWidget {...p} />;
    case "switch":
      return <SwitchWidget {...p} />;
    case "select":
      return <SelectWidget {...p} />;
    case "tags":
      return <TagsWidget {...p} />;
    case "json":
      return <JsonWidget {...p} />;
    case "money":
      return <MoneyWidget {...p} />;
    case "datetime":
      return <DateTimeWidget {...p} />;
    default:
      return <TextWidget {...p} />;
  }
}
