/** Turning a user's video link into something the dashboard can play: pure, so it is unit-tested. */

export type VideoEmbed =
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string }
  | { kind: "file"; src: string; mimeType: string }
  | { kind: "unsupported"; reason: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "player.vimeo.com"]);
const FILE_TYPES: Record<string, string> = { mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm", ogg: "video/ogg", ogv: "video/ogg" };

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → undefined. */
export function parseStartTime(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || (!m[1] && !m[2] && !m[3])) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) || undefined;
}

function youtubeId(url: URL, host: string): string | undefined {
  if (host === "youtu.be") return url.pathname.split("/")[1];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  const [, section, id] = url.pathname.split("/");
  return ["shorts", "embed", "live", "v"].includes(section) ? id : undefined;
}

function vimeo(url: URL, host: string): { id: string; hash?: string } | undefined {
  if (!VIMEO_HOSTS.has(host)) return undefined;
  const parts = url.pathname.split("/").filter(Boolean);
  // player.vimeo.com/video/ID, vimeo.com/ID[/HASH], vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  if (at < 0) return undefined;
  if (host === "player.vimeo.com" && parts[0] !== "video") return undefined;
  const next = parts[at + 1];
  const hash = url.searchParams.get("h") ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : undefined);
  return { id: parts[at], hash };
}

export function parseVideoUrl(input: string | null | undefined): VideoEmbed {
  const text = (input ?? "").trim();
  if (!text) return { kind: "unsupported", reason: "No video URL." };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "unsupported", reason: "This is not a valid URL." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { kind: "unsupported", reason: "Only http and https links can be previewed." };
  const host = url.hostname.toLowerCase().replace(/^www\./, "");

  const yt = youtubeId(url, host);
  if (yt !== undefined) {
    if (!YOUTUBE_ID.test(yt)) return { kind: "unsupported", reason: "This YouTube link has no valid video id." };
    const start = parseStartTime(url.searchParams.get("t") ?? url.searchParams.get("start"));
    return { kind: "youtube", id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}${start ? `?start=${start}` : ""}` };
  }
  if (VIMEO_HOSTS.has(host)) {
    const v = vimeo(url, host);
    if (!v) return { kind: "unsupported", reason: "This Vimeo link has no video id." };
    return {
      kind: "vimeo",
      id: v.id,
      embedUrl: `https://player.vimeo.com/video/${v.id}${v.hash ? `?h=${encodeURIComponent(v.hash)}` : ""}`,
    };
  }
  const ext = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (ext && FILE_TYPES[ext]) return { kind: "file", src: url.toString(), mimeType: FILE_TYPES[ext] };
  return { kind: "unsupported", reason: "Only YouTube, Vimeo and direct .mp4, .webm or .ogg links can be previewed." };
}
