import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml, sanitizeArticleWrite } from "../../lib/content/sanitize";

describe("sanitizeArticleHtml", () => {
  it("keeps the markup articles use", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> text.</p>" +
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<pre><code>let x = 1;</code></pre><p><a href="https://example.com/a?b=1" title="t">link</a> <a href="mailto:a@example.com">mail</a></p>' +
      '<img src="https://example.com/i.png" alt="A picture">';
    const out = sanitizeArticleHtml(html);
    for (const piece of [
      "<h2>Title</h2>",
      "<strong>bold</strong>",
      "<em>italic</em>",
      "<u>under</u>",
      "<s>struck</s>",
      "<ul><li>one</li>",
      '<ol start="3">',
    ]) {
      expect(out).toContain(piece);
    }
    expect(out).toContain("<blockquote>quote</blockquote>");
    expect(out).toContain("<pre><code>let x = 1;</code></pre>");
    expect(out).toContain('<a href="https://example.com/a?b=1" title="t" rel="noopener noreferrer nofollow">link</a>');
    expect(out).toContain('href="mailto:a@example.com"');
    expect(out).toContain('<img src="https://example.com/i.png" alt="A picture" />');
  });

  it("cleans the editor's own output down to plain markup", () => {
    const lexical =
      '<p class="my-2"><span style="white-space: pre-wrap;">from </span><b><strong class="font-bold" style="white-space: pre-wrap;">html</strong></b></p>' +
      '<ul class="my-2 list-disc pl-6"><li value="1" class="my-0.5"><span style="white-space: pre-wrap;">first</span></li></ul>';
    expect(sanitizeArticleHtml(lexical)).toBe('<p>from <b><strong>html</strong></b></p><ul><li value="1">first</li></ul>');
  });

  it("removes scripts, handlers, styles and unsafe URLs", () => {
    const html =
      '<p style="color:red" onclick="x()" class="c">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAA" alt="d">' +
      '<a href="javascript:alert(1)">js</a><a href="JaVaScRiPt&colon;alert(1)">js2</a><a href=" data:text/html,x">data</a>' +
      '<a href="//evil.example">proto</a><iframe src="https://evil.example"></iframe><style>p{}</style>' +
      '<svg><script>alert(1)</script></svg><object data="x"></object>';
    const out = sanitizeArticleHtml(html);
    expect(out).not.toMatch(/script|onerror|onclick|style|class=|javascript|data:|iframe|svg|object|evil/i);
    expect(out).not.toContain("<img");
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain("<a>js</a>");
    expect(out).toContain("<a>proto</a>");
  });

  it("runs as a write hook only on string html", () => {
    const data: Record<string, unknown> = { html: "<p onclick=x>ok</p>", title: "<script>kept as text</script>" };
    sanitizeArticleWrite(data);
    expect(data).toEqual({ html: "<p>ok</p>", title: "<script>kept as text</script>" });
    const cleared: Record<string, unknown> = { html: null };
    sanitizeArticleWrite(cleared);
    expect(cleared.html).toBeNull();
  });
});
