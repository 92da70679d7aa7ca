/**
 * Deterministic, realistic-looking benchmark data: zipf-distributed tags and words (a few very common,
 * a long tail), mostly public records, several hundred creators, dates spread over years. Deterministic so
 * two seeds with the same options give the same database and the benchmark's chosen filters hit the same
 * number of rows.
 */

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof rng>;

/** Picks from `items` with probability ∝ 1/rank^s. */
export function zipf<T>(items: readonly T[], s = 1.07) {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += 1 / (i + 1) ** s;
    cumulative.push(total);
  }
  return (random: Random): T => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const TAG_ROOTS = [
  "garden",
  "news",
  "events",
  "food",
  "housing",
  "volunteering",
  "governance",
  "solar",
  "compost",
  "kids",
  "music",
  "workshop",
  "carpool",
  "market",
  "repair",
  "bees",
  "water",
  "forest",
  "yoga",
  "meditation",
  "welcome",
  "tools",
  "seeds",
  "bakery",
  "coop",
  "art",
  "health",
  "bikes",
  "building",
  "permaculture",
  "hiking",
  "library",
  "chickens",
  "orchard",
  "fermentation",
  "cooking",
  "dance",
  "childcare",
  "elders",
  "finance",
  "tech",
  "crypto",
  "land",
  "visitors",
  "rideshare",
  "herbs",
  "mushrooms",
  "soil",
  "rain",
  "energy",
];
/** 200 tags: the roots, then regional and yearly variants that form the long tail. */
export const TAGS: readonly string[] = [
  ...TAG_ROOTS,
  ...TAG_ROOTS.map((t) => `${t}-north`),
  ...TAG_ROOTS.map((t) => `${t}-south`),
  ...TAG_ROOTS.map((t) => `${t}-2024`),
];

export const CATEGORIES = [
  "announcements",
  "questions",
  "events",
  "offers",
  "requests",
  "stories",
  "projects",
  "meetings",
  "lost-and-found",
  "introductions",
  "ideas",
  "other",
] as const;

const WORDS = `the a and to of in is for on with we our this that it at be will are you from by have community can all new please
  today week morning meeting garden house kitchen help thanks anyone who would like bring share food water tools time
  next saturday sunday evening together project plan idea volunteers soil seeds harvest work day build repair workshop
  children music dinner market bread cheese apples honey compost solar panels roof path forest trail bikes car ride
  village hall circle decision proposal budget vote members visitors guests room bed available free offer request need
  please contact message reply question answer update photo video link event calendar weekend holiday winter summer
  spring autumn rain sun wind cold warm fire wood stove oven pizza soup tea coffee library books class lesson teacher
  dance yoga meditation walk hike lake river bridge road fence gate chickens goats bees mushrooms herbs orchard greenhouse
  permaculture fermentation kombucha sauerkraut pickles jam preserves pantry storage shed barn workshop lathe saw drill`
  .split(/\s+/)
  .filter(Boolean);
export const pickWord = zipf(WORDS, 1.0);

export const pickTag = zipf(TAGS, 1.07);
export const pickCategory = zipf(CATEGORIES, 0.8);

export function sentence(random: Random, min: number, max: number): string {
  const n = min + Math.floor(random() * (max - min + 1));
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(pickWord(random));
  const text = words.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

export function tagsFor(random: Random): string[] {
  const x = random();
  const n = x < 0.1 ? 0 : x < 0.4 ? 1 : x < 0.7 ? 2 : x < 0.9 ? 3 : 4;
  const out = new Set<string>();
  for (let i = 0; i < n; i++) out.add(pickTag(random));
  return [...out];
}

/** 90% public; the rest custom, private or secret, so the visibility condition has work to do. */
export function visibilityFor(random: Random): "public" | "custom" | "private" | "secret" {
  const x = random();
  return x < 0.9 ? "public" : x < 0.94 ? "custom" : x < 0.98 ? "private" : "secret";
}

/** An id in lib/db/id.ts's shape (seconds since epoch first), made from the record's creation time. */
export function idAt(ms: number, serial: number): string {
  return (
    Math.floor(ms / 1000)
      .toString(16)
      .padStart(8, "0") +
    "be" +
    serial.toString(16).padStart(14, "0")
  );
}

/** Array literal for a text[] parameter (the values used here never need quoting). */
export const pgArray = (values: readonly string[]) => `{${values.join(",")}}`;
