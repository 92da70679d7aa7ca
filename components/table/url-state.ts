import { andWhere, buildWhere, type Filter, opsForField, type Where } from "@/components/filters/filters-to-where";
import { type FieldDef, getField, type ModelDef } from "@/lib/models";

/**
 * Everything a list view shows lives in the URL's search params, so a view can be bookmarked, reloaded,
 * shared, and walked with back/forward. Defaults are left out so a plain `/admin/posts` stays plain.
 *
 *   q=garden                       quick search
 *   f.tags.all=garden&f.tags.all=soil    filters: f.<field>.<op>=value (lists repeat the param;
 *   f.created.min=2024-01-01       ranges use .min / .max)
 *   sort=-created,slug             the API's sort_by syntax
 *   page=2&size=50                 pagination
 *   cols=slug,tags,created         visible columns, in order
 *   trash=1                        soft-deleted records (moderators)
 *   scope=mine                     a preset the page offers (ModelList's `scopes`); absent = the page's default
 */

export interface SortKey {
  field: string;
  desc: boolean;
}

export interface ViewState {
  filters: Filter[];
  sort: SortKey[];
  page: number;
  pageSize: number;
  /** Visible columns in order; null means the model's listColumns. */
  columns: string[] | null;
  search: string;
  trash: boolean;
  /** The id of a page-defined preset (e.g. "mine"); "" is the page's default one. */
  scope: string;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT: readonly SortKey[] = [{ field: "created", desc: true }];

export const defaultViewState = (): ViewState => ({
  filters: [],
  sort: [...DEFAULT_SORT],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  columns: null,
  search: "",
  trash: false,
  scope: "",
});

export const sortToString = (sort: readonly SortKey[]) => sort.map((s) => `${s.desc ? "-" : ""}${s.field}`).join(",");

export function parseSort(model: ModelDef, text: string | null): SortKey[] {
  if (!text) return [...DEFAULT_SORT];
  const out: SortKey[] = [];
  for (const part of text.split(",")) {
    const p = part.trim();
    const desc = p.startsWith("-");
    const name = desc ? p.slice(1) : p;
    const field = getField(model, name);
    if (field && isSortable(field) && !out.some((s) => s.field === name)) out.push({ field: name, desc });
  }
  return out.length ? out : [...DEFAULT_SORT];
}

/** Arrays and objects have no useful order. */
export const isSortable = (field: FieldDef) => field.type !== "Array" && field.type !== "Object";

const positiveInt = (text: string | null, fallback: number) => {
  if (!text || !/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 ? n : fallback;
};

const SCOPE_ID = /^[a-z][a-z0-9-]{0,31}$/;

const FILTER_PARAM = /^f\.([A-Za-z_][A-Za-z0-9_]*)\.(contains|eq|in|is|min|max|all|exists)$/;

export function parseViewState(model: ModelDef, params: URLSearchParams): ViewState {
  const filters: Filter[] = [];
  const find = <T extends Filter["op"]>(field: string, op: T) =>
    filters.find((f): f is Extract<Filter, { op: T }> => f.field === field && f.op === op);
  for (const [key, raw] of params) {
    const m = FILTER_PARAM.exec(key);
    if (!m) continue;
    const [, name, urlOp] = m;
    const field = getField(model, name);
    if (!field) continue;
    const op = urlOp === "min" || urlOp === "max" ? "range" : (urlOp as Filter["op"]);
    if (!opsForField(field).includes(op)) continue;
    switch (op) {
      case "contains":
      case "eq":
        if (!find(name, op)) filters.push({ field: name, op, value: raw });
        break;
      case "in":
      case "all": {
        const existing = find(name, op);
        if (existing) existing.values.push(raw);
        else filters.push({ field: name, op, values: [raw] });
        break;
      }
      case "is":
      case "exists":
        if ((raw === "true" || raw === "false") && !find(name, op)) filters.push({ field: name, op, value: raw === "true" });
        break;
      case "range": {
        let existing = find(name, "range");
        if (!existing) {
          existing = { field: name, op: "range" };
          filters.push(existing);
        }
        if (urlOp === "min") existing.min = raw;
        else existing.max = raw;
        break;
      }
    }
  }

  const size = positiveInt(params.get("size"), DEFAULT_PAGE_SIZE);
  const cols = params.get("cols");
  const columns = cols ? [...new Set(cols.split(","))].filter((c) => getField(model, c) !== undefined) : null;
  return {
    filters,
    sort: parseSort(model, params.get("sort")),
    page: positiveInt(params.get("page"), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    columns: columns?.length ? columns : null,
    search: params.get("q") ?? "",
    trash: params.get("trash") === "1",
    scope: SCOPE_ID.test(params.get("scope") ?? "") ? (params.get("scope") as string) : "",
  };
}

export function serializeViewState(model: ModelDef, state: ViewState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.search.trim()) p.set("q", state.search);
  for (const f of state.filters) {
    const key = `f.${f.field}.`;
    switch (f.op) {
      case "contains":
      case "eq":
        p.append(key + f.op, f.value);
        break;
      case "in":
      case "all":
        for (const v of f.values) p.append(key + f.op, v);
        break;
      case "is":
      case "exists":
        p.append(key + f.op, String(f.value));
        break;
      case "range":
        if (f.min) p.append(`${key}min`, f.min);
        if (f.max) p.append(`${key}max`, f.max);
        break;
    }
  }
  const sort = sortToString(state.sort);
  if (sort && sort !== sortToString(DEFAULT_SORT)) p.set("sort", sort);
  if (state.page > 1) p.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) p.set("size", String(state.pageSize));
  if (state.columns && state.columns.join(",") !== model.listColumns.join(",")) p.set("cols", state.columns.join(","));
  if (state.trash) p.set("trash", "1");
  if (state.scope) p.set("scope", state.scope);
  return p;
}

/** The columns a view shows: the chosen ones, else the model's listColumns, limited to readable fields. */
export function visibleColumns(model: ModelDef, state: ViewState, readable: (field: FieldDef) => boolean = () => true): string[] {
  const names = state.columns ?? model.listColumns;
  return names.filter((n) => {
    const f = getField(model, n);
    return !!f && readable(f);
  });
}

/** The fields a row needs besides its columns: its title and what the permission checks read. */
const ROW_FIELDS = ["createdBy", "managedBy", "visibility", "deleted"];

/**
 * The list request for a view: `limit`, `page`, `sort_by`, `where`, `fields` and, in the trash, `deleted`.
 * `scopeWhere` is the active preset's condition (e.g. `{createdBy: <me>}`), ANDed with the user's filters.
 */
export function toListParams(
  model: ModelDef,
  state: ViewState,
  readable: (field: FieldDef) => boolean = () => true,
  scopeWhere?: Where,
): URLSearchParams {
  const p = new URLSearchParams();
  p.set("limit", String(state.pageSize));
  p.set("page", String(state.page));
  p.set("sort_by", sortToString(state.sort));
  let where = andWhere([buildWhere(model, state.filters, state.search, readable), scopeWhere].filter((w): w is Where => !!w));
  // The trash shows only soft-deleted records, whether `deleted=true` adds them to the list or lists only them.
  if (state.trash) where = andWhere([...(where ? [where] : []), { deleted: { $exists: true } }]);
  if (where) p.set("where", JSON.stringify(where));
  const fields = new Set(visibleColumns(model, state, readable));
  for (const name of [model.titleField, ...ROW_FIELDS]) {
    const f = getField(model, name);
    if (f && readable(f)) fields.add(name);
  }
  fields.delete("_id");
  if (fields.size) p.set("fields", [...fields].join(","));
  if (state.trash) p.set("deleted", "true");
  return p;
}
