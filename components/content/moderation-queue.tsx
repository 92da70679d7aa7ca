"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { HtmlPreview } from "@/components/editor/html-preview";
import { VideoPreview } from "@/components/media/video-preview";
import { formatDate, truncate } from "@/components/table/cells";
import { button, cx, focusRing, input } from "@/components/ui/styles";
import { type AccessRecord, canRestore, canUpdate } from "@/lib/auth/permissions";
import { type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { contentApi, type ReportQueueItem } from "@/lib/content/api-client";
import { findModel, type ModelDef, models, VISIBILITY } from "@/lib/models";
import { SimplePager } from "./simple-pager";
import { softDeleteWithUndo } from "./undo";

const PAGE_SIZE = 10;
const QUEUE_KEY = ["moderation", "reports"] as const;
/** Models that can be reported: those with the common fields. */
const reportable = models.filter((m) => m.fields.some((f) => f.name === "reportedBy"));

/** /admin/moderation: reported records, most reported and most recent first, with the actions on each. */
export function ModerationQueue() {
  const [page, setPage] = useState(1);
  const [modelFilter, setModelFilter] = useState("");
  const filterId = useId();
  const query = useQuery({
    queryKey: [...QUEUE_KEY, modelFilter, page],
    queryFn: ({ signal }) => contentApi.reports({ page, limit: PAGE_SIZE, model: modelFilter || undefined }, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Moderation</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">Reported records, most reported first.</p>
        </div>
        <div>
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium">
            Model
          </label>
          <select
            id={filterId}
            className={input}
            value={modelFilter}
            onChange={(e) => {
              setModelFilter(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All models</option>
            {reportable.map((m) => (
              <option key={m.name} value={m.name}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <p role="status">Loading the queue…</p>
      ) : query.isError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950/50">
          <p>Could not load the reports: {query.error.message}</p>
          <button type="button" className={cx(button.secondary, "mt-2")} onClick={() => query.refetch()}>
            Retry
          </button>
        </div>
      ) : query.data.results.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          Nothing is reported. The queue is empty.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {query.data.count} reported {query.data.count === 1 ? "record" : "records"}
          </p>
          <ol className="space-y-4">
            {query.data.results.map((item) => (
              <QueueItem key={`${item.model}/${item._id}`} item={item} />
            ))}
          </ol>
          <SimplePager label="Reports" page={page} pageSize={PAGE_SIZE} count={query.data.count} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The screen names of the reporters (user records are public), falling back to their ids. */
function useReporters(ids: string[]) {
  const params = new URLSearchParams({
    where: JSON.stringify({ _id: { $in: ids } }),
    fields: "screenname,slug",
    limit: String(ids.length || 1),
  });
  return useQuery({
    queryKey: queryKeys.list("users", params.toString()),
    queryFn: ({ signal }) => api.list("users", params, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}

function recordTitle(model: ModelDef, record: ApiRecord): string {
  const value = record[model.titleField] ?? record.title ?? record.slug ?? record._id;
  return truncate(String(value), 120);
}

function QueueItem({ item }: { item: ReportQueueItem }) {
  const model = findModel(item.model) as ModelDef;
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const record = item.record;
  const reporterIds = Array.isArray(record.reportedBy) ? (record.reportedBy as string[]) : [];
  const reporters = useReporters(reporterIds);
  const [visibility, setVisibility] = useState(String(record.visibility ?? "public"));
  const headingId = useId();
  const visibilityId = useId();
  const title = recordTitle(model, record);
  const mayUpdate = canUpdate(caller, model, record as AccessRecord);
  const mayTrash = model.methods.includes("SOFT_DELETE") && mayUpdate;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural) });
  };

  const run = async (action: string, fn: () => Promise<unknown>, success: string) => {
    setBusy(action);
    try {
      await fn();
      toast.success(success);
      await refresh();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const nameOf = (id: string) => {
    const user = reporters.data?.results.find((u) => u._id === id);
    return String(user?.screenname || user?.slug || id);
  };

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="report-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">{model.label.replace(/s$/, "")}</p>
          <h2 id={headingId} className="text-lg font-semibold break-all">
            {title}
          </h2>
          <p className="text-xs text-slate-500">
            Updated {formatDate(record.updated) ?? "—"} · visibility {String(record.visibility ?? "public")}
          </p>
        </div>
        <p className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-200">
          {item.reports} {item.reports === 1 ? "report" : "reports"}
        </p>
      </div>

      <div className="mt-3">
        <RecordContent model={model} record={record} />
      </div>

      <div className="mt-3 text-sm">
        <h3 className="font-medium">Reported by</h3>
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Reporters">
          {reporterIds.map((id) => (
            <li key={id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {nameOf(id)}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-2">
        <button
          type="button"
          className={button.primary}
          disabled={busy !== null}
          onClick={() => run("dismiss", () => contentApi.dismissReports(model.name, record._id), `Reports on “${title}” dismissed.`)}
        >
          {busy === "dismiss" ? "Dismissing…" : "Dismiss reports"}
        </button>
        {mayUpdate && (
          <div className="flex items-end gap-1">
            <div>
              <label htmlFor={visibilityId} className="block text-xs font-medium">
                Visibility
              </label>
              <select id={visibilityId} className={cx(input, "py-1")} value={visibility} onChange={(e) => setVisibility(e.target.value)}>
                {VISIBILITY.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={button.secondary}
              disabled={busy !== null || visibility === String(record.visibility ?? "public")}
              onClick={() =>
                run("visibility", () => api.patch(model.plural, record._id, { visibility }), `“${title}” is now ${visibility}.`)
              }
            >
              Apply
            </button>
          </div>
        )}
        {mayTrash && (
          <button
            type="button"
            className={button.danger}
            disabled={busy !== null}
            onClick={async () => {
              setBusy("trash");
              await softDeleteWithUndo(model, record, title, refresh, { undo: canRestore(caller) });
              setBusy(null);
            }}
          >
            Move to trash
          </button>
        )}
        <Link href={`/admin/${model.plural}/${encodeURIComponent(record._id)}`} className={cx(button.ghost, focusRing)}>
          Open in editor
        </Link>
      </div>
    </li>
  );
}

/** The reported content inline: article HTML in the sandboxed preview, lesson videos, post text, else the main fields. */
function RecordContent({ model, record }: { model: ModelDef; record: ApiRecord }) {
  const text = (name: string) => (typeof record[name] === "string" && record[name] ? String(record[name]) : null);
  if (model.name === "article") {
    return (
      <div className="space-y-2">
        {text("summary") && <p className="text-sm">{text("summary")}</p>}
        <HtmlPreview
          html={text("html") ?? ""}
          title={`Content of ${String(record.title ?? "the article")}`}
          emptyText="This article has no content."
        />
      </div>
    );
  }
  if (model.name === "lesson") {
    return (
      <div className="space-y-2 text-sm">
        {text("summary") && <p>{text("summary")}</p>}
        {text("description") && <p className="whitespace-pre-wrap">{text("description")}</p>}
        {text("previewVideo") && <VideoPreview url={text("previewVideo")} title="Preview video" />}
      </div>
    );
  }
  if (model.name === "post") {
    return <p className="whitespace-pre-wrap break-words text-sm">{text("content") ?? "(no text)"}</p>;
  }
  const shown = model.fields.filter((f) => f.type === "String" && text(f.name) && f.name !== "_id").slice(0, 6);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {shown.map((f) => (
        <div key={f.name} className="contents">
          <dt className="font-medium">{f.name}</dt>
          <dd className="break-words">{truncate(text(f.name) ?? "", 300)}</dd>
        </div>
      ))}
    </dl>
  );
}
