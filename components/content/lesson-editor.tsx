"use client";

import { useRouter } from "next/navigation";
import { useAdmin } from "@/components/admin/AdminContext";
import type { RecordEditorProps } from "@/components/form/overrides";
import { TextWidget } from "@/components/form/widgets";
import { ImagePreview } from "@/components/media/image-preview";
import { VideoPreview } from "@/components/media/video-preview";
import { button } from "@/components/ui/styles";
import { type AccessRecord, canCreate, canUpdate } from "@/lib/auth/permissions";
import type { ApiRecord } from "@/lib/client/api";
import { findModel, type ModelDef } from "@/lib/models";
import { ContentField, ContentFormNotices, ContentSaveBar } from "./form-parts";
import { EditorHeader, WithRecord } from "./load-record";
import { RecordTrashActions } from "./record-actions";
import { useContentForm } from "./use-content-form";
import { useSlugFromTitle } from "./use-slug-from-title";

/** editorOverrides.lesson: the lesson authoring page (create when `id` is absent). */
export function LessonEditor({ id }: RecordEditorProps) {
  const model = findModel("lesson") as ModelDef;
  const { caller } = useAdmin();
  if (!id) {
    if (!canCreate(caller, model)) return <p role="alert">Your role may not create lessons.</p>;
    return (
      <div>
        <EditorHeader model={model} title="New lesson" />
        <LessonForm model={model} record={null} etag={null} readOnly={false} />
      </div>
    );
  }
  return (
    <WithRecord model={model} id={id}>
      {(record, etag) => {
        const deleted = !!record.deleted;
        const mayEdit = canUpdate(caller, model, record as AccessRecord) && !deleted;
        return (
          <div>
            <EditorHeader model={model} title={String(record.title ?? record._id)} />
            {deleted && (
              <p
                role="status"
                className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/50"
              >
                This lesson is in the trash. Restore it to edit it.
              </p>
            )}
            <RecordTrashActions model={model} record={record} />
            <LessonForm key={`${record._id}:${deleted}`} model={model} record={record} etag={etag} readOnly={!mayEdit} />
          </div>
        );
      }}
    </WithRecord>
  );
}

function LessonForm({
  model,
  record,
  etag,
  readOnly,
}: {
  model: ModelDef;
  record: ApiRecord | null;
  etag: string | null;
  readOnly: boolean;
}) {
  const router = useRouter();
  const cf = useContentForm({
    model,
    record,
    etag,
    onSaved: (saved) => {
      if (!record) router.replace(`/admin/${model.plural}/${encodeURIComponent(saved._id)}`);
    },
  });
  const slug = useSlugFromTitle(cf, !record);
  const videoHelp = "YouTube, Vimeo, or a direct .mp4, .webm or .ogg link.";

  return (
    <form noValidate aria-label={record ? "Edit lesson" : "New lesson"} onSubmit={cf.onSubmit} className="space-y-6">
      <ContentFormNotices cf={cf} noun="lesson" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <ContentField cf={cf} model={model} name="title" readOnly={readOnly} />
          <ContentField
            cf={cf}
            model={model}
            name="slug"
            readOnly={readOnly}
            help={slug.following ? "Follows the title until you edit it." : "Used in the lesson's URL."}
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
          <ContentField cf={cf} model={model} name="description" readOnly={readOnly} />
          <fieldset className="space-y-5 rounded-md border border-slate-200 p-4 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">Videos</legend>
            <ContentField
              cf={cf}
              model={model}
              name="previewVideo"
              label="Preview video URL"
              help={`Free to watch. ${videoHelp}`}
              readOnly={readOnly}
              after={(value) => (
                <div className="mt-2">
                  <VideoPreview url={String(value ?? "")} title="Preview video" />
                </div>
              )}
            />
            <ContentField
              cf={cf}
              model={model}
              name="fullVideo"
              label="Full video URL"
              help={`For those with access to the lesson. ${videoHelp}`}
              readOnly={readOnly}
              after={(value) => (
                <div className="mt-2">
                  <VideoPreview url={String(value ?? "")} title="Full video" />
                </div>
              )}
            />
          </fieldset>
        </div>
        <aside aria-label="Lesson details" className="space-y-5">
          <ContentField cf={cf} model={model} name="paid" label="Paid lesson" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="category" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="tags" readOnly={readOnly} />
          <ContentField
            cf={cf}
            model={model}
            name="photo"
            label="Photo URL"
            readOnly={readOnly}
            after={(value) => (
              <div className="mt-2">
                <ImagePreview url={String(value ?? "")} alt="Preview of the lesson photo" />
              </div>
            )}
          />
          <ContentField cf={cf} model={model} name="visibility" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="channel" readOnly={readOnly} />
          <ContentField cf={cf} model={model} name="visibleBy" label="Visible by (user ids)" readOnly={readOnly} />
        </aside>
      </div>
      {!readOnly && <ContentSaveBar cf={cf} noun="lesson" />}
    </form>
  );
}
