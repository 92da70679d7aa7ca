"use client";

import { useRouter } from "next/navigation";
import type { RecordEditorProps } from "@/components/form/overrides";
import { TextWidget } from "@/components/form/widgets";
import { ImagePreview } from "@/components/media/image-preview";
import { VideoPreview } from "@/components/media/video-preview";
import { button } from "@/components/ui/styles";
import { ContentEditorPage, type ContentFormProps } from "./content-editor-page";
import { ContentField, ContentFormNotices, ContentSaveBar } from "./form-parts";
import { useContentForm } from "./use-content-form";
import { useSlugFromTitle } from "./use-slug-from-title";

/** editorOverrides.lesson: the lesson authoring page (create when `id` is absent). */
export function LessonEditor({ id }: RecordEditorProps) {
  return <ContentEditorPage modelName="lesson" noun="lesson" id={id} Form={LessonForm} />;
}

function LessonForm({ model, record, etag, readOnly }: ContentFormProps) {
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
