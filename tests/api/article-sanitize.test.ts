import { beforeAll, describe, expect, it } from "vitest";
import { api, makeUser, type TestUser, testDb, unique } from "../helpers/api";

let author: TestUser;

beforeAll(async () => {
  author = await makeUser("content-creator");
});

const hostile =
  '<h2>Intro</h2><p onclick="steal()" style="color:red">Hello <strong>world</strong><script>alert(1)</script></p>' +
  '<img src="https://example.com/a.png" alt="ok" onerror="alert(2)"><img src="data:image/png;base64,AAAA">' +
  '<ul><li><a href="javascript:alert(3)">bad</a></li><li><a href="https://example.com/">good</a></li></ul>';

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|style=|javascript:|data:/i);
  expect(html).toContain("<h2>Intro</h2>");
  expect(html).toContain("<strong>world</strong>");
  expect(html).toContain('<img src="https://example.com/a.png" alt="ok" />');
  expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer nofollow">good</a>');
  expect(html).toContain("<li><a>bad</a></li>");
}

describe("article html is sanitised on every write", () => {
  it("on create, as returned and as stored", async () => {
    const slug = unique("san");
    const res = await api("POST", "/api/articles", { as: author, body: { title: "T", slug, html: hostile, editorState: '{"root":{}}' } });
    expect(res.status).toBe(201);
    expectClean(res.body.html as string);
    const row = await testDb().article.findUnique({ where: { slug } });
    expectClean(row?.html as string);
    // editorState is the editor's own JSON, stored as given.
    expect(row?.editorState).toBe('{"root":{}}');
    const read = await api("GET", `/api/articles/${slug}`, { as: author });
    expectClean(read.body.html as string);
  });

  it("on patch and on replace (with If-Match)", async () => {
    const slug = unique("san");
    const created = await api("POST", "/api/articles", { as: author, body: { title: "T", slug, html: "<p>fine</p>" } });
    expect(created.body.html).toBe("<p>fine</p>");

    const patched = await api("PATCH", `/api/articles/${slug}`, {
      as: author,
      body: { html: hostile },
      headers: { "If-Match": created.headers.get("etag") as string },
    });
    expect(patched.status).toBe(200);
    expectClean((await testDb().article.findUnique({ where: { slug } }))?.html as string);

    const replaced = await api("PUT", `/api/articles/${slug}`, {
      as: author,
      body: { title: "T2", slug, html: `<p>again</p>${hostile}` },
      headers: { "If-Match": patched.headers.get("etag") as string },
    });
    expect(replaced.status).toBe(200);
    const stored = (await testDb().article.findUnique({ where: { slug } }))?.html as string;
    expectClean(stored);
    expect(stored.startsWith("<p>again</p>")).toBe(true);
  });

  it("leaves other models' text alone", async () => {
    const member = await makeUser("member");
    const slug = unique("post");
    const res = await api("POST", "/api/posts", { as: member, body: { slug, content: "<b onclick=x>raw</b>" } });
    expect(res.body.content).toBe("<b onclick=x>raw</b>");
  });
});
