"use client";

import { useState } from "react";
import { isHttpUrl } from "@/lib/content/urls";

/** A preview of an image field: the picture when the URL loads, a clear note when it is not an http(s) URL or fails. */
export function ImagePreview({ url, alt }: { url: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url?.trim() ?? "";
  if (!src) return null;
  if (!isHttpUrl(src)) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Can't preview this URL: enter an http(s) image address.</p>;
  }
  if (failed === src) return <p className="text-sm text-amber-800 dark:text-amber-300">The image at this address could not be loaded.</p>;
  return (
    // biome-ignore lint/performance/noImgElement: user-supplied external URLs, not optimisable assets
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(src)}
      className="max-h-48 max-w-full rounded-md border border-slate-300 object-contain dark:border-slate-600"
    />
  );
}
