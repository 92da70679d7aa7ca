/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  "&": " and ",
};

export const SLUG_MAX_LENGTH = 80;

/**
 * A URL slug from a title: lower-case ASCII letters and digits joined by single dashes, accents folded
 * ("Crème brûlée" → "creme-brulee"), cut at a word boundary within `maxLength`. Matches SLUG_PATTERN whenever
 * it is not empty (a title of only symbols gives "", which the form reports as required).
 */
export function slugify(title: string, maxLength = SLUG_MAX_LENGTH): string {
  const folded = title
    .toLowerCase()
    .replace(/[ßæœøłđðþı&]/g, (c) => SPECIAL[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) {
      // A single word longer than the limit is cut rather than dropped.
      if (!slug) slug = word.slice(0, maxLength);
      break;
    }
    slug = next;
  }
  return slug;
}
