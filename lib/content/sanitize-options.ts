import type { IOptions } from "sanitize-html";
import { isAllowedImageUrl, isAllowedLinkUrl } from "./urls";

/**
 * What article HTML may contain. Shared by the server hook (which stores only this) and the tests; kept free of
 * `server-only` so the rules can be read in one place, but sanitize-html itself runs on the server.
 */
export const ARTICLE_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "code",
  "pre",
  "img",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
] as const;

/** The attributes with `name` trimmed when allowed and removed when not, in their original order. */
function keepUrl(attribs: Record<string, string>, name: string, allowed: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) out[key] = value;
    else if (allowed) out[key] = value.trim();
  }
  return out;
}

export const articleSanitizeOptions: IOptions = {
  // Other tags (the editor's <span> wrappers included) are dropped but keep their text.
  allowedTags: [...ARTICLE_TAGS],
  // No style, class or on* attributes anywhere: only these survive.
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    li: ["value"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Relative and other scheme-less URLs are dropped too: stored HTML is rendered on other sites.
    a: (tagName, attribs) => {
      const ok = Boolean(attribs.href && isAllowedLinkUrl(attribs.href));
      const { rel: _rel, ...rest } = keepUrl(attribs, "href", ok);
      return { tagName, attribs: ok ? { ...rest, rel: "noopener noreferrer nofollow" } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, "src", Boolean(attribs.src && isAllowedImageUrl(attribs.src))) }),
  },
  // An image without an acceptable source is removed entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};
