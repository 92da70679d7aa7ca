"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { HtmlPreview } from "@/components/editor/html-preview";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import type { RecordEditorProps } from "@/components/form/overrides";
import { TextWidget } from "@/components/form/widgets";
import { ImagePreview } from "@/components/media/image-preview";
import { button, cx } from "@/components/ui/styles";
import { ContentEditorPage, type ContentFormProps } from "./content-editor-page";
import { ContentField, ContentFormNotices, ContentSaveBar } from "./form-parts";
import { useContentForm } from "./use-content-form";
import { useSlugFromTitle } from "./use-slug-from-title";

/** editorOverrides.article: the article editor page (create when `id` is absent). */
export function ArticleEditor({ id }: RecordEditorProps) {
  return <ContentEditorPage modelName="article" noun="article" id={id} Form={ArticleForm} />;
}

function ArticleForm({ model, record, etag, readOnly }: ContentFormProps) {
  const router = useRouter();
  const cf = useContentForm({
    model,
    record,
    etag,
    onSaved: (saved) => {
      if (!record) router.replace(`/admin/${model.plural}/${encodeURIComponent(saved._id)}`);
    },
  });
  const [tab, setTab] = useState<"write" | "preview">("write");
  const tabsId = useId();
  const slug = useSlugFromTitle(cf, !record);
  const { setValue, getValues } = cf.form;
  const html = String(cf.form.watch("html") ?? "");
  const savedHtml = String(record?.html ?? "");
  const contentLabelId = `${tabsId}-label`;

  return (
    <form noValidate aria-label={record ? "Edit article" : "New article"} onSubmit={cf.onSubmit} className="space-y-6">
      <ContentFormNotices cf={cf} noun="article" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <ContentField cf={cf} model={model} name="title" readOnly={readOnly} />
          <ContentField
            cf={cf}
            model={model}
            name="slug"
            readOnly={readOnly}
            help={slug.following ? "Follows the title until you edit it." : "Used in the article's URL."}
            render={(p) => (
              <div className="flex gap-2">
                <div className="grow">
                  <TextWidget {...p} onChange={(v) => slug.onSlugTyped(v as string)} />
                </div>
                {!readOnly && (
                  <button type="button" className={button.secondary} onClick={slug.regenerate}>
                    Generate from title
                  </button>
                )}
              </div>
            )}
          />
          <ContentField cf={cf} model={model} name="summary" readOnly={readOnly} />

          <section aria-labelledby={contentLabelId} className="space-y-2">
            <div className="flex items-end justify-between gap-3">
              <h2 id={contentLabelId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                Content
              </h2>
              <div role="tablist" aria-label="Content view" className="flex gap-1">
                {(["write", "preview"] as const).map((t) => (
                  <button
                    key={t}
                    type="button"
                    role="tab"
                    id={`${tabsId}-${t}`}
                    aria-selected={tab === t}
                    aria-controls={`${tabsId}-${t}-panel`}
                    tabIndex={tab === t ? 0 : -1}
                    onClick={() => setTab(t)}
                    onKeyDown={(e) => {
                      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                        const next = t === "write" ? "preview" : "write";
                        setTab(next);
                        document.getElementById(`${tabsId}-${next}`)?.focus();
                      }
                    }}
                    className={cx(button.ghost, tab === t && "bg-slate-200 dark:bg-slate-700")}
                  >
                    {t === "write" ? "Write" : "Preview"}
                  </button>
                ))}
              </div>
            </div>
            {/* Both panels stay mounted: the editor keeps its undo history while the preview is shown. */}
            <div role="tabpanel" id={`${tabsId}-write-panel`} aria-labelledby={`${tabsId}-write`} hidden={tab !== "write"}>
              {readOnly ? (
                <HtmlPreview html={savedHtml} title="Article content" />
              ) : (
                <RichTextEditor
                  key={cf.revision}
                  labelledBy={contentLabelId}
                  describedBy={cf.form.formState.errors.html ? `${tabsId}-error` : undefined}
                  invalid={!!cf.form.formState.errors.html}
                  initialEditorState={String(getValues("editorState") ?? "")}
                  initialHtml={String(getValues("html") ?? "")}
                  onChange={(value) => {
                    setValue("html", value.html, { shouldDirty: true });
                    setValue("editorState", value.editorState, { shouldDirty: true });
                  }}
                />
              )}
              {cf.form.formState.errors.html && (
                <p id={`${tabsId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {cf.form.formState.errors.html.message}
                </p>
              )}
            </div>
            <div role="tabpanel" id={`${tabsId}-preview-panel`} aria-labelledby={`${tabsId}-preview`} hidden={tab !== "preview"}>
              {tab === "preview" && (
                <>
                  <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
                    {html === savedHtml
                      ? "As saved (sanitised by the server)."
                      : "Unsaved changes, shown in a sandbox; the server sanitises the HTML on save."}
                  </p>
                  <HtmlPreview html={html} title="Article preview" />
                </>
              )}
            </div>
          </section>
        </div>

        <aside aria-label="Article details" className="space-y-5">
          <ContentField cf={cf} model={model} name="category" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="tags" readOnly={readOnly} />
          <ContentField
            cf={cf}
            model={model}
            name="photoUrl"
            label="Photo URL"
            readOnly={readOnly}
            after={(value) => (
              <div className="mt-2">
                <ImagePreview url={String(value ?? "")} alt="Preview of the article photo" />
              </div>
            )}
          />
          <ContentField
            cf={cf}
            model={model}
            name="photo"
            readOnly={readOnly}
            after={(value) => (
              <div className="mt-2">
                <ImagePreview url={String(value ?? "")} alt="Preview of the photo" />
              </div>
            )}
          />
          <ContentField cf={cf} model={model} name="visibility" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="channel" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="visibleBy" label="Visible by (user ids)" readOnly={readOnly} />
        </aside>
      </div>
      {!readOnly && <ContentSaveBar cf={cf} noun="article" />}
    </form>
  );
}
