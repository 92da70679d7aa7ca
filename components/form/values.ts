import { type FieldDef, has, type ModelDef, type Widget } from "@/lib/models";
import { isEditable } from "@/lib/models/zod";

/**
 * Between records (what the API sends and takes) and form values (what the widgets hold): inputs hold
 * strings, so numbers, dates, JSON and optional blanks are mapped here, in one place that unit tests cover.
 * The mapped body is then validated by the registry's own zod schema (writeSchema), like the API does.
 */

export type FormWidget = Exclude<Widget, "datetime"> | "number" | "switch" | "select" | "datetime" | "money" | "readonly";

/** The widget of a field: its hint, else one from its type. */
export function widgetFor(field: FieldDef): FormWidget {
  switch (field.type) {
    case "String":
      return field.widget ?? "text";
    case "Integer":
      return "number";
    case "Boolean":
      return "switch";
    case "Date":
      return "datetime";
    case "Enum":
      return "select";
    case "Array":
      return field.of === "String" ? (field.widget === "json" ? "json" : "tags") : "json";
    case "Object":
      return field.shape === "money" ? "money" : "json";
  }
}

export interface MoneyValue {
  val: string;
  cur: string;
}
export type FormValue = string | boolean | string[] | MoneyValue;
export type FormValues = Record<string, FormValue>;

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO 8601 → the `datetime-local` input's local `YYYY-MM-DDTHH:mm[:ss]`. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const base = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.getSeconds() ? `${base}:${pad(d.getSeconds())}` : base;
}

/** The `datetime-local` value (local time) → ISO 8601 in UTC; undefined when it is not a date. */
export function localInputToIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The value a field starts with in a create form: its default, else blank. */
const initialValue = (field: FieldDef) => field.default ?? null;

/** A record (or, for a new one, the registry defaults) as form values. */
export function toFormValues(model: ModelDef, record?: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const field of model.fields) {
    const raw = record ? record[field.name] : initialValue(field);
    out[field.name] = fieldToFormValue(field, raw);
  }
  return out;
}

export function fieldToFormValue(field: FieldDef, raw: unknown): FormValue {
  switch (widgetFor(field)) {
    case "number":
      return typeof raw === "number" ? String(raw) : "";
    case "switch":
      return raw === true;
    case "datetime":
      return field.type === "Date" ? isoToLocalInput(raw) : typeof raw === "string" ? raw : "";
    case "tags":
      return Array.isArray(raw) ? raw.map(String) : [];
    case "json":
      return raw === null || raw === undefined ? "" : JSON.stringify(raw, null, 2);
    case "money": {
      const m = (raw ?? {}) as { val?: unknown; cur?: unknown };
      return { val: typeof m.val === "number" ? String(m.val) : "", cur: typeof m.cur === "string" ? m.cur : "" };
    }
    case "select":
      return typeof raw === "string" ? raw : "";
    default:
      return raw === null || raw === undefined ? "" : typeof raw === "string" ? raw : JSON.stringify(raw);
  }
}

export interface MappingIssue {
  field: string;
  message: string;
}

export interface MappedBody {
  body: Record<string, unknown>;
  /** Values that could not even be turned into the API's types (bad JSON, not a number). */
  issues: MappingIssue[];
}

/** A JSON editor's text parsed; the error message says where JSON.parse stopped. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: `Invalid JSON: ${(e as Error).message}` };
  }
}

/**
 * One form value as the API's value. Blank optional fields become null (cleared); blank Required fields
 * stay blank so the schema reports them as required.
 */
export function formValueToField(field: FieldDef, value: FormValue | undefined): { value: unknown } | { issue: string } {
  const required = has(field, "Required");
  const blank = required ? "" : null;
  switch (widgetFor(field)) {
    case "number": {
      const s = String(value ?? "").trim();
      if (s === "") return { value: required ? undefined : null };
      const n = Number(s);
      return Number.isFinite(n) ? { value: n } : { issue: "Expected a number" };
    }
    case "switch":
      return { value: value === true };
    case "datetime": {
      const s = String(value ?? "");
      if (field.type !== "Date") return { value: s === "" ? blank : s };
      if (s === "") return { value: required ? undefined : null };
      const iso = localInputToIso(s);
      return iso ? { value: iso } : { issue: "Expected a date and time" };
    }
    case "tags":
      return { value: Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : [] };
    case "json": {
      const s = String(value ?? "").trim();
      if (s === "") return { value: field.type === "Array" ? [] : required ? undefined : null };
      const parsed = parseJsonText(s);
      return parsed.ok ? { value: parsed.value } : { issue: parsed.message };
    }
    case "money": {
      const m = (value ?? { val: "", cur: "" }) as MoneyValue;
      const val = String(m.val ?? "").trim();
      const cur = String(m.cur ?? "").trim();
      if (val === "" && cur === "") return { value: required ? undefined : null };
      const n = Number(val);
      if (val === "" || !Number.isFinite(n)) return { issue: "Enter an amount" };
      if (!cur) return { issue: "Enter a currency" };
      return { value: { val: n, cur: cur.toUpperCase() } };
    }
    case "select": {
      const s = String(value ?? "");
      return { value: s === "" ? (required ? undefined : null) : s };
    }
    default: {
      const s = typeof value === "string" ? value : "";
      return { value: s === "" ? blank : s };
    }
  }
}

export interface ToBodyOptions {
  /** Only these fields (an edit sends what changed); all writable fields when absent. */
  only?: readonly string[];
  /** Fields the caller may write (user.roles is admin-only). */
  writable?: (field: FieldDef) => boolean;
}

/** Form values → the body of a POST or PATCH: Editable, writable fields only, mapped to the API's types. */
export function toBody(model: ModelDef, values: FormValues, options: ToBodyOptions = {}): MappedBody {
  const body: Record<string, unknown> = {};
  const issues: MappingIssue[] = [];
  for (const field of model.fields) {
    if (!isEditable(field)) continue;
    if (options.writable && !options.writable(field)) continue;
    if (options.only && !options.only.includes(field.name)) continue;
    const mapped = formValueToField(field, values[field.name]);
    if ("issue" in mapped) issues.push({ field: field.name, message: mapped.issue });
    else if (mapped.value !== undefined) body[field.name] = mapped.value;
  }
  return { body, issues };
}

/** The fields whose form value differs from the loaded one: what an edit sends as its PATCH body. */
export function changedFields(initial: FormValues, current: FormValues): string[] {
  return Object.keys(current).filter((k) => JSON.stringify(current[k]) !== JSON.stringify(initial[k]));
}
