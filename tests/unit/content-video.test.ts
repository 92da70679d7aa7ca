import { describe, expect, it } from "vitest";
import { parseStartTime, parseVideoUrl } from "../../lib/content/video";

const yt = (id: string, query = "") => ({ kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}` });

describe("parseVideoUrl: YouTube", () => {
  it("reads watch, youtu.be, shorts, embed and live links", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("https://m.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("https://www.youtube.com/shorts/abcDEF12_-3")).toEqual(yt("abcDEF12_-3"));
    expect(parseVideoUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("https://www.youtube.com/live/dQw4w9WgXcQ")).toEqual(yt("dQw4w9WgXcQ"));
    expect(parseVideoUrl("  https://youtu.be/dQw4w9WgXcQ  ")).toEqual(yt("dQw4w9WgXcQ"));
  });

  it("keeps a start time", () => {
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ?t=42")).toEqual(yt("dQw4w9WgXcQ", "?start=42"));
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s")).toEqual(yt("dQw4w9WgXcQ", "?start=90"));
  });

  it("rejects YouTube links without a valid id", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=short").kind).toBe("unsupported");
    expect(parseVideoUrl("https://youtu.be/").kind).toBe("unsupported");
    expect(parseVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload%3D").kind).toBe("unsupported");
  });

  it("does not treat the channel page as a video", () => {
    expect(parseVideoUrl("https://www.youtube.com/@somechannel").kind).toBe("unsupported");
  });
});

describe("parseVideoUrl: Vimeo", () => {
  it("reads plain, player, channel and unlisted links", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({
      kind: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871",
    });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871")).toMatchObject({ id: "76979871" });
    expect(parseVideoUrl("https://vimeo.com/channels/staffpicks/76979871")).toMatchObject({ id: "76979871" });
    expect(parseVideoUrl("https://vimeo.com/groups/shortfilms/videos/76979871")).toMatchObject({ id: "76979871" });
    expect(parseVideoUrl("https://vimeo.com/76979871/abc123def4")).toEqual({
      kind: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?h=abc123def4",
    });
  });

  it("rejects Vimeo pages without a video id", () => {
    expect(parseVideoUrl("https://vimeo.com/staffpicks").kind).toBe("unsupported");
  });
});

describe("parseVideoUrl: files and everything else", () => {
  it("plays direct video files", () => {
    expect(parseVideoUrl("https://cdn.example.com/v/intro.mp4")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/v/intro.mp4",
      mimeType: "video/mp4",
    });
    expect(parseVideoUrl("https://cdn.example.com/a.WEBM?sig=1")).toMatchObject({ kind: "file", mimeType: "video/webm" });
    expect(parseVideoUrl("http://example.com/clip.ogg")).toMatchObject({ kind: "file", mimeType: "video/ogg" });
  });

  it("explains what cannot be previewed", () => {
    for (const url of [
      "",
      "not a url",
      "javascript:alert(1)",
      "data:video/mp4;base64,AAAA",
      "ftp://example.com/a.mp4",
      "https://example.com/page.html",
    ]) {
      const result = parseVideoUrl(url);
      expect(result.kind).toBe("unsupported");
      expect(result.kind === "unsupported" && result.reason.length).toBeGreaterThan(0);
    }
    expect(parseVideoUrl(null).kind).toBe("unsupported");
  });
});

describe("parseStartTime", () => {
  it("reads seconds and h/m/s forms", () => {
    expect(parseStartTime("90")).toBe(90);
    expect(parseStartTime("1h2m3s")).toBe(3723);
    expect(parseStartTime("2m")).toBe(120);
    expect(parseStartTime("abc")).toBeUndefined();
    expect(parseStartTime("")).toBeUndefined();
    expect(parseStartTime(null)).toBeUndefined();
  });
});
