import "server-only";
import sanitizeHtml from "sanitize-html";
import { articleSanitizeOptions } from "./sanitize-options";

/** Article HTML as it may be stored and served: no scripts, handlers, styles or unsafe URLs. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleSanitizeOptions);
}

/** Write hook: every create, replacement and patch of an article stores sanitised HTML. */
export function sanitizeArticleWrite(data: Record<string, unknown>) {
  if (typeof data.html === "string") data.html = sanitizeArticleHtml(data.html);
}
