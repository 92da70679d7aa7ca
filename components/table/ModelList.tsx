"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useState } from "react";
import { useAdmin } from "@/components/admin/AdminContext";
import { FilterBuilder } from "@/components/filters/FilterBuilder";
import { cleanFilters, type Filter } from "@/components/filters/filters-to-where";
import { button, cx, focusRing, input } from "@/components/ui/styles";
import { canCreate, canSeeTrash, listableFields } from "@/lib/auth/permissions";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { type FieldDef, findModel, getField, type ModelDef } from "@/lib/models";
import { BulkActions } from "./BulkActions";
import { ColumnChooser } from "./ColumnChooser";
import { humanize, renderCell } from "./cells";
import type { ListExtras } from "./list-extras";
import { Pagination } from "./Pagination";
import { Segmented } from "./Segmented";
import { isSortable, parseViewState, serializeViewState, toListParams, type ViewState, visibleColumns } from "./url-state";

/**
 * The list page of a model, generated from the registry; every bit of view state lives in the URL.
 * Hand-made list pages pass `scopes` and `cells` (list-extras.ts) rather than rebuilding the table.
 */
export function ModelList({ modelName, scopes = [], cells }: { modelName: string } & ListExtras) {
  const model = findModel(modelName) as ModelDef;
  const { caller } = useAdmin();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const queryString = searchParams.toString();

  const readableFields = useMemo(() => listableFields(caller, model), [caller, model]);
  const readable = useCallback((f: FieldDef) => readableFields.some((r) => r.name === f.name), [readableFields]);
  const state = useMemo(() => parseViewState(model, new URLSearchParams(queryString)), [model, queryString]);
  const trashAllowed = model.methods.includes("SOFT_DELETE") && canSeeTrash(caller);
  // An unknown scope (an old link, another role's default) falls back to the default one.
  const scope = scopes.find((s) => s.id === state.scope) ?? scopes[0];

  const navigate = useCallback(
    (next: Partial<ViewState>, resetPage = true) => {
      const merged: ViewState = { ...state, ...(resetPage ? { page: 1 } : {}), ...next };
      const qs = serializeViewState(model, merged).toString();
      router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [state, model, pathname, router],
  );

  const listParams = useMemo(() => toListParams(model, state, readable, scope?.where).toString(), [model, state, readable, scope]);
  const query = useQuery({
    queryKey: queryKeys.list(model.plural, listParams),
    queryFn: ({ signal }) => api.list(model.plural, new URLSearchParams(listParams), signal),
    placeholderData: keepPreviousData,
  });

  // A page past the end (after deletes, or an old link) goes to the last page.
  useEffect(() => {
    const count = query.data?.count;
    if (count !== undefined && !query.isPlaceholderData && state.page > 1 && (state.page - 1) * state.pageSize >= count) {
      navigate({ page: Math.max(1, Math.ceil(count / state.pageSize)) }, false);
    }
  }, [query.data, query.isPlaceholderData, state.page, state.pageSize, navigate]);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts with nothing selected
  useEffect(() => setRowSelection({}), [listParams]);

  const columnNames = visibleColumns(model, state, readable);
  const columnKey = columnNames.join(",");
  const columns = useMemo<ColumnDef<ApiRecord>[]>(() => {
    const cols: ColumnDef<ApiRecord>[] = [
      {
        id: "select",
        enableSorting: false,
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all rows on this page"
            checked={table.getIsAllPageRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${titleOf(model, row.original)}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
    ];
    for (const name of columnKey.split(",").filter(Boolean)) {
      const field = getField(model, name) as FieldDef;
      const show = (r: ApiRecord) => cells?.[name]?.(r) ?? renderCell(field, r[name]);
      cols.push({
        id: name,
        accessorFn: (r) => r[name],
        header: humanize(name),
        enableSorting: isSortable(field),
        sortDescFirst: field.type === "Date" || field.type === "Integer",
        cell: ({ row }) =>
          name === model.titleField ? (
            <Link
              href={`/admin/${model.plural}/${encodeURIComponent(row.original._id)}`}
              className={cx("font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400", focusRing)}
            >
              {show(row.original)}
            </Link>
          ) : (
            show(row.original)
          ),
      });
    }
    cols.push({
      id: "actions",
      enableSorting: false,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Link
          href={`/admin/${model.plural}/${encodeURIComponent(row.original._id)}`}
          className={cx(button.ghost, "px-2 py-1")}
          aria-label={`Edit ${titleOf(model, row.original)}`}
        >
          Edit
        </Link>
      ),
    });
    return cols;
  }, [columnKey, model, cells]);

  const sorting: SortingState = state.sort.map((s) => ({ id: s.field, desc: s.desc }));
  const table = useReactTable({
    data: query.data?.results ?? [],
    columns,
    getRowId: (r) => r._id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: true,
    isMultiSortEvent: (e) => !!(e as MouseEvent).shiftKey,
    maxMultiSortColCount: 5,
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      navigate({ sort: next.map((s) => ({ field: s.id, desc: s.desc })) });
    },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: true,
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const applyFilters = (filters: Filter[]) => navigate({ filters: cleanFilters(model, filters) });
  const [showFilters, setShowFilters] = useState(state.filters.length > 0);
  const filtering = state.filters.length > 0 || !!state.search;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{model.label}</h1>
        {scope && scopes.length > 1 && (
          <Segmented
            legend={`Which ${model.label.toLowerCase()}`}
            options={scopes.map((s) => ({ value: s.id, label: s.label }))}
            value={scope.id}
            // The default scope is stored as "" so a plain URL stays plain.
            onChange={(id) => navigate({ scope: id === scopes[0].id ? "" : id })}
          />
        )}
        {trashAllowed && (
          <Segmented
            legend="Records or trash"
            options={TRASH_OPTIONS}
            value={state.trash ? "trash" : "records"}
            onChange={(v) => navigate({ trash: v === "trash" })}
          />
        )}
        <div className="ml-auto flex items-center gap-2">
          {canCreate(caller, model) && (
            <Link href={`/admin/${model.plural}/new`} className={button.primary}>
              New {model.name}
            </Link>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <QuickSearch
          key={state.search}
          value={state.search}
          label={`Search ${model.label.toLowerCase()}`}
          onSearch={(search) => navigate({ search })}
        />
        <button type="button" className={button.secondary} aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          Filters{state.filters.length > 0 && ` (${state.filters.length})`}
        </button>
        <div className="ml-auto">
          <ColumnChooser
            fields={readableFields}
            visible={columnNames}
            onChange={(columns) => navigate({ columns }, false)}
            onReset={() => navigate({ columns: null }, false)}
          />
        </div>
      </div>

      {showFilters && (
        <FilterBuilder
          key={JSON.stringify(state.filters)}
          model={model}
          fields={readableFields}
          filters={state.filters}
          onApply={applyFilters}
        />
      )}

      <BulkActions model={model} selected={selected} trash={state.trash} onDone={() => setRowSelection({})} />

      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
          <table
            className="w-full text-left text-sm"
            aria-busy={query.isFetching}
            aria-label={`${model.label}${state.trash ? " (trash)" : ""}`}
          >
            <thead className="bg-slate-50 dark:bg-slate-900">
              {table.getHeaderGroups().map((hg) => (
                <tr key={hg.id}>
                  {hg.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const sortIndex = header.column.getSortIndex();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className="whitespace-nowrap border-b border-slate-200 px-3 py-2 font-semibold dark:border-slate-700"
                        aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className={cx("inline-flex items-center gap-1 rounded", focusRing)}
                            onClick={header.column.getToggleSortingHandler()}
                            title="Click to sort, Shift+click to add to the sort"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true" className="text-xs text-slate-500">
                              {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                              {sorted && sorting.length > 1 ? sortIndex + 1 : ""}
                            </span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody onKeyDown={moveFocusByArrow}>
              {query.isPending
                ? Array.from({ length: Math.min(state.pageSize, 8) }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <tr key={i} data-testid="skeleton-row">
                      {columns.map((c) => (
                        <td key={c.id} className="border-b border-slate-100 px-3 py-2.5 dark:border-slate-800">
                          <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                        </td>
                      ))}
                    </tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      className={cx(
                        "hover:bg-slate-50 dark:hover:bg-slate-900",
                        row.getIsSelected() && "bg-blue-50/60 dark:bg-blue-950/30",
                      )}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className="border-b border-slate-100 px-3 py-2 align-top dark:border-slate-800">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
          {!query.isPending && query.data?.results.length === 0 && (
            <div className="p-8 text-center text-sm text-slate-600 dark:text-slate-300" data-testid="empty-state">
              <p className="font-medium">
                {state.trash ? "The trash is empty." : (!filtering && scope?.empty) || `No ${model.label.toLowerCase()} match this view.`}
              </p>
              {filtering && (
                <button type="button" className={cx(button.secondary, "mt-3")} onClick={() => navigate({ filters: [], search: "" })}>
                  Clear filters and search
                </button>
              )}
            </div>
          )}
          {query.isError && query.data && (
            <p role="status" className="border-t border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-800 dark:bg-amber-950">
              Could not refresh: {query.error.message}{" "}
              <button type="button" className={button.ghost} onClick={() => query.refetch()}>
                Retry
              </button>
            </p>
          )}
        </div>
      )}

      <Pagination
        page={state.page}
        pageSize={state.pageSize}
        count={query.data?.count}
        onPage={(page) => navigate({ page }, false)}
        onPageSize={(pageSize) => navigate({ pageSize })}
      />
    </div>
  );
}

const TRASH_OPTIONS = [
  { value: "records", label: "Records" },
  { value: "trash", label: "Trash" },
] as const;

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])";

/**
 * Arrow keys move between rows (Up/Down) and cells (Left/Right, within a row's controls), keeping the column,
 * so a long table can be walked without tabbing through every link and checkbox.
 */
function moveFocusByArrow(e: KeyboardEvent<HTMLTableSectionElement>) {
  if (!["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(e.key)) return;
  const target = e.target as HTMLElement;
  if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== "checkbox")) return;
  const cell = target.closest("td");
  const row = cell?.parentElement as HTMLTableRowElement | null;
  if (!cell || !row) return;
  let next: Element | null | undefined;
  if (e.key === "ArrowUp" || e.key === "ArrowDown") {
    const sibling = e.key === "ArrowUp" ? row.previousElementSibling : row.nextElementSibling;
    next = sibling?.children[cell.cellIndex]?.querySelector(FOCUSABLE) ?? sibling?.querySelector(FOCUSABLE);
  } else {
    const controls = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const i = controls.indexOf(target);
    next = controls[e.key === "ArrowLeft" ? i - 1 : i + 1];
  }
  if (next instanceof HTMLElement) {
    e.preventDefault();
    next.focus();
  }
}

function titleOf(model: ModelDef, record: ApiRecord): string {
  const t = record[model.titleField];
  return typeof t === "string" && t ? t : record._id;
}

function QuickSearch({ value, label, onSearch }: { value: string; label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex items-center gap-1">
        <input
          type="search"
          aria-label={label}
          placeholder="Search…"
          className={cx(input, "w-64")}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={button.secondary}>
          Search
        </button>
      </form>
    </search>
  );
}

function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiClientError ? error.status : 0;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950/50"
      data-testid="error-state"
    >
      <p className="font-medium">Could not load the list{status ? ` (${status})` : ""}.</p>
      <p className="mt-1">{error.message}</p>
      <button type="button" className={cx(button.secondary, "mt-3")} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
