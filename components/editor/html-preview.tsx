"use client";

import { useCallback, useRef, useState } from "react";

/** Typography for the preview document (the app's Tailwind styles do not reach inside the frame). */
const PREVIEW_CSS = `
body{font:16px/1.6 system-ui,sans-serif;margin:0;padding:12px;color:#0f172a;background:#fff;overflow-wrap:anywhere}
h1{font-size:1.8em;margin:.6em 0 .3em}h2{font-size:1.4em;margin:.6em 0 .3em}h3{font-size:1.2em;margin:.6em 0 .3em}
blockquote{border-left:4px solid #cbd5e1;margin:.5em 0;padding-left:12px;color:#334155;font-style:italic}
pre{background:#f1f5f9;padding:10px;border-radius:6px;overflow-x:auto}code{font-family:ui-monospace,monospace;font-size:.9em}
img{max-width:100%;height:auto}a{color:#1d4ed8}ul,ol{padding-left:1.5em}
`;

/**
 * Article HTML rendered in a sandboxed frame: without `allow-scripts` nothing in it can run, whatever the HTML
 * holds (the client-side preview shows unsaved, not yet sanitised HTML). `allow-same-origin` only lets this
 * page measure the frame's height; a CSP in the document blocks everything but http(s) images.
 */
export function HtmlPreview({
  html,
  title = "Preview",
  emptyText = "Nothing to preview yet.",
}: {
  html: string;
  title?: string;
  emptyText?: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const measure = useCallback(() => {
    const doc = ref.current?.contentDocument;
    if (doc?.body) setHeight(Math.max(120, doc.documentElement.scrollHeight + 4));
  }, []);

  if (!html.trim()) return <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-500">{emptyText}</p>;

  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https:; style-src 'unsafe-inline'"><base target="_blank"><style>${PREVIEW_CSS}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      onLoad={measure}
      style={{ height }}
      className="w-full rounded-md border border-slate-300 bg-white dark:border-slate-600"
    />
  );
}
