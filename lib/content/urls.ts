/** URL rules shared by the server's sanitiser and the dashboard's editor and previews. */

const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https?:\/\//i;

/** Absolute http(s) and mailto links only (no javascript:, data:, relative or protocol-relative URLs). */
export const isAllowedLinkUrl = (url: string) => LINK_URL.test(url.trim());
/** Images load only from absolute http(s) URLs. */
export const isAllowedImageUrl = (url: string) => IMAGE_URL.test(url.trim());

/** A well-formed absolute http(s) URL. */
export function isHttpUrl(input: string | null | undefined): boolean {
  try {
    const url = new URL((input ?? "").trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
