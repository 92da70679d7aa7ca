import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify } from "../../lib/content/slug";
import { SLUG_PATTERN } from "../../lib/models/zod";

describe("slugify", () => {
  it("lower-cases and joins words with single dashes", () => {
    expect(slugify("Hello World")).toBe("hello-world");
    expect(slugify("  Many   spaces\tand\nlines ")).toBe("many-spaces-and-lines");
  });

  it("folds accents and special letters to ASCII", () => {
    expect(slugify("Crème Brûlée à la carte")).toBe("creme-brulee-a-la-carte");
    expect(slugify("Straße Ærø Łódź Œuvre")).toBe("strasse-aero-lodz-oeuvre");
    expect(slugify("Ñandú São Paulo")).toBe("nandu-sao-paulo");
  });

  it("drops punctuation and symbols, and reads & as and", () => {
    expect(slugify("What's new? (2024 edition!)")).toBe("what-s-new-2024-edition");
    expect(slugify("Rock & Roll")).toBe("rock-and-roll");
    expect(slugify("--leading/trailing--")).toBe("leading-trailing");
    expect(slugify("a.b_c~d")).toBe("a-b-c-d");
  });

  it("gives an empty slug for a title with no letters or digits", () => {
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("")).toBe("");
    expect(slugify("日本語")).toBe("");
  });

  it("cuts long titles at a word boundary within the limit", () => {
    const title = "The quick brown fox jumps over the lazy dog ".repeat(5);
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(title.toLowerCase().replace(/\s+/g, "-").startsWith(slug)).toBe(true);
    expect(slugify("one two three", 9)).toBe("one-two");
    expect(slugify("abcdefghijklmnop", 5)).toBe("abcde");
  });

  it("always matches the API's slug pattern when not empty", () => {
    for (const title of ["Crème", "42 is the answer", "-x-", "Ünïcödé ✓ test", "A", "über_cool.page", "9 lives & more"]) {
      const slug = slugify(title);
      expect(slug).not.toBe("");
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});
