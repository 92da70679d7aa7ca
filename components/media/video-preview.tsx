"use client";

import { parseVideoUrl } from "@/lib/content/video";

/** The player a lesson's video link will get: YouTube/Vimeo embeds, a <video> for direct files, else a note. */
export function VideoPreview({ url, title }: { url: string | null | undefined; title: string }) {
  if (!url?.trim()) return null;
  const video = parseVideoUrl(url);
  if (video.kind === "unsupported") {
    return (
      <p
        role="note"
        data-testid="video-unsupported"
        className="rounded-md border border-dashed border-slate-400 p-3 text-sm text-slate-600 dark:text-slate-300"
      >
        Can't preview this URL. {video.reason}
      </p>
    );
  }
  if (video.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: authors' videos come without caption tracks; the lesson page offers the transcript
      <video controls preload="metadata" aria-label={title} className="aspect-video w-full rounded-md bg-black" data-testid="video-file">
        <source src={video.src} type={video.mimeType} />
      </video>
    );
  }
  return (
    <iframe
      src={video.embedUrl}
      title={title}
      data-testid={`video-${video.kind}`}
      loading="lazy"
      allow="encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      className="aspect-video w-full rounded-md border-0 bg-black"
    />
  );
}
