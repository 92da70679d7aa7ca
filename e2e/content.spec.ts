import { type Browser, expect, type Page, test } from "@playwright/test";
import { newId } from "../lib/db/id";
import { closeE2eDb, createUser, type E2eUser, e2eDb, listRows, signIn, waitForList } from "./helpers/dashboard";

/**
 * Content workflows end to end: authoring lessons and articles (rich text round trip, sanitised HTML, drafts),
 * the moderation queue, the trash, API keys in account settings, and user roles.
 */

const RUN = Date.now().toString(36);
let author: E2eUser;
let moderator: E2eUser;
let admin: E2eUser;

test.beforeAll(async () => {
  author = await createUser("content-creator");
  moderator = await createUser("moderator");
  admin = await createUser("admin");
});

test.afterAll(async () => {
  await closeE2eDb();
});

const editor = (page: Page) => page.getByTestId("rich-text-editor");

/** A key made the way a user makes one: signed in, through the key endpoint (lib/auth is server-only). */
async function apiKeyFor(browser: Browser, user: E2eUser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, user);
  const res = await context.request.post("/api/auth/keys", {
    data: { name: "e2e" },
    headers: { Origin: process.env.E2E_BASE_URL as string },
  });
  expect(res.status()).toBe(201);
  const { key } = (await res.json()) as { key: string };
  await context.close();
  return key;
}

async function bearer(method: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

test("an author writes a lesson with video links and sees the player preview", async ({ page }) => {
  await signIn(page, author, "/admin/lessons/new");
  await expect(page.getByRole("heading", { name: "New lesson" })).toBeVisible();
  await page.getByLabel(/^Title/).fill(`Soil Basics ${RUN} — Crème & Compost`);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`soil-basics-${RUN}-creme-and-compost`);
  await page.getByLabel("Summary").fill("What soil is made of.");

  await page.getByLabel("Preview video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s");
  const player = page.getByTitle("Preview video");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65");

  await page.getByLabel("Full video URL").fill("https://example.com/not-a-video");
  await expect(page.getByTestId("video-unsupported")).toContainText("Can't preview this URL");
  await page.getByLabel("Full video URL").fill("https://cdn.example.com/lesson.mp4");
  await expect(page.getByTestId("video-file").locator("source")).toHaveAttribute("src", "https://cdn.example.com/lesson.mp4");

  // The switch's input is visually hidden; its label toggles it.
  await page.getByText("Paid lesson", { exact: true }).click();
  await expect(page.getByRole("switch", { name: /Paid lesson/ })).toBeChecked();
  await page.getByLabel("Photo URL").fill("not a url");
  await expect(page.getByText("Can't preview this URL: enter an http(s) image address.")).toBeVisible();
  await page.getByLabel("Photo URL").fill("");
  await page.screenshot({ path: "e2e/artifacts/lesson-editor.png", fullPage: true });

  await page.getByRole("button", { name: "Create lesson" }).click();
  await expect(page.getByText("Lesson created.")).toBeVisible();
  await page.waitForURL(/\/admin\/lessons\/(?!new)[^/]+$/);
  const stored = await e2eDb().lesson.findFirstOrThrow({ where: { slug: `soil-basics-${RUN}-creme-and-compost` } });
  expect(stored).toMatchObject({ previewVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s", paid: true, createdBy: author.id });
  await expect(page.getByTitle("Preview video")).toBeVisible();

  // Authors land on their own lessons; "All lessons" adds everyone else's.
  await e2eDb().lesson.create({ data: { id: newId(), title: `Someone else's ${RUN}`, slug: `other-${RUN}`, createdBy: moderator.id } });
  await page.goto("/admin/lessons");
  await expect(page.getByRole("button", { name: "My lessons" })).toHaveAttribute("aria-pressed", "true");
  await waitForList(page);
  await expect(page.getByRole("link", { name: `Soil Basics ${RUN} — Crème & Compost`, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Someone else's ${RUN}`, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "All lessons" }).click();
  await waitForList(page);
  await expect(page.getByRole("link", { name: `Someone else's ${RUN}`, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Soil Basics ${RUN} — Crème & Compost`, exact: true })).toBeVisible();
});

test("an author filters lessons by tag and title, in their own and in all lessons, and a reload keeps the view", async ({ page }) => {
  const writer = await createUser("content-creator");
  const tag = `pruning-${RUN}`;
  // Explicit creation times keep the default newest-first order certain.
  const lesson = (title: string, createdBy: string, tags: string[], minute: number) => ({
    id: newId(),
    title,
    slug: `${title.toLowerCase().replace(" ", "-")}-${RUN}`,
    tags,
    createdBy,
    created: new Date(Date.UTC(2020, 0, 1, 0, minute)),
  });
  await e2eDb().lesson.createMany({
    data: [
      lesson("Prune roses", writer.id, [tag], 0),
      lesson("Prune apples", moderator.id, [tag], 1),
      lesson("Water roses", writer.id, ["water"], 2),
    ],
  });
  const url = () => new URL(page.url());
  const titles = () => listRows(page).getByRole("link", { name: /^(Prune|Water) / });

  // A fresh author's default view is their own lessons, with the generated list's controls.
  await signIn(page, writer, "/admin/lessons");
  await waitForList(page);
  await expect(titles()).toHaveText(["Water roses", "Prune roses"]);

  // Filter by tag: only their tagged lesson.
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("button", { name: "+ Add filter" }).click();
  await page.getByLabel("Filter 1 field").selectOption("tags");
  await page.getByLabel(/Tags contains all of/).fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect.poll(() => url().searchParams.getAll("f.tags.all")).toEqual([tag]);
  await waitForList(page);
  await expect(titles()).toHaveText(["Prune roses"]);

  // All lessons keeps the filter and adds everyone else's tagged lesson.
  await page.getByRole("button", { name: "All lessons" }).click();
  await expect.poll(() => url().searchParams.get("scope")).toBe("all");
  await waitForList(page);
  await expect(titles()).toHaveText(["Prune apples", "Prune roses"]);

  // Sorting by title, twice for descending.
  await page.getByRole("button", { name: "Title", exact: true }).click();
  await expect.poll(() => url().searchParams.get("sort")).toBe("title");
  await page.getByRole("button", { name: "Title", exact: true }).click();
  await expect.poll(() => url().searchParams.get("sort")).toBe("-title");
  await waitForList(page);
  await expect(titles()).toHaveText(["Prune roses", "Prune apples"]);

  // A title search narrows it down.
  await page.getByRole("searchbox").fill("apples");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => url().searchParams.get("q")).toBe("apples");
  await waitForList(page);
  await expect(titles()).toHaveText(["Prune apples"]);

  const before = page.url();
  await page.reload();
  await waitForList(page);
  expect(page.url()).toBe(before);
  await expect(page.getByRole("button", { name: "All lessons" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("searchbox")).toHaveValue("apples");
  await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "descending");
  await expect(titles()).toHaveText(["Prune apples"]);

  // Back to their own: the default scope leaves the URL, the filter and search stay; nothing of theirs matches.
  await page.getByRole("button", { name: "My lessons" }).click();
  await expect.poll(() => url().searchParams.has("scope")).toBe(false);
  expect(url().searchParams.get("q")).toBe("apples");
  await expect(page.getByTestId("empty-state")).toContainText("No lessons match this view.");
  await page.getByRole("button", { name: "Clear filters and search" }).click();
  await waitForList(page);
  await expect(titles()).toHaveText(["Water roses", "Prune roses"]);
  await page.screenshot({ path: "e2e/artifacts/lesson-list.png" });
});

test("a moderator writes an article with a heading, a list and a link; reopening restores the editor", async ({ page }) => {
  await signIn(page, moderator, "/admin/articles/new");
  await page.getByLabel(/^Title/).fill(`Rich ${RUN}`);
  await editor(page).click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Section one");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("first item");
  await page.keyboard.press("Enter");
  await page.keyboard.type("second item");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read ");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Insert link" });
  await dialog.getByLabel(/Link URL/).fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Insert link" }).click();
  await expect(dialog.getByText("Enter an http(s) or mailto: link.")).toBeVisible();
  await dialog.getByLabel(/Link URL/).fill("https://example.com/docs");
  await dialog.getByLabel("Link text").fill("our docs");
  await dialog.getByRole("button", { name: "Insert link" }).click();
  await expect(dialog).toBeHidden();

  await expect(editor(page).locator("h2")).toHaveText("Section one");
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="Article preview"]');
  await expect(preview.locator("h2")).toHaveText("Section one");
  await page.getByRole("tab", { name: "Write" }).click();

  await page.getByRole("button", { name: "Create article" }).click();
  await expect(page.getByText("Article created.")).toBeVisible();
  await page.waitForURL(/\/admin\/articles\/(?!new)[^/]+$/);

  const row = await e2eDb().article.findFirstOrThrow({ where: { slug: `rich-${RUN}` } });
  expect(row.html).toContain("<h2>Section one</h2>");
  expect(row.html).toMatch(/<ul>.*first item.*second item.*<\/ul>/s);
  expect(row.html).toContain('href="https://example.com/docs"');
  expect(row.html).not.toContain("class=");
  expect(JSON.parse(row.editorState ?? "")).toHaveProperty("root");

  await page.reload();
  await expect(editor(page).locator("h2")).toHaveText("Section one");
  await expect(editor(page).locator("ul li")).toHaveText(["first item", "second item"]);
  await expect(editor(page).getByRole("link", { name: "our docs" })).toHaveAttribute("href", "https://example.com/docs");
  await page.screenshot({ path: "e2e/artifacts/article-editor.png", fullPage: true });
});

test("an article body with <script> and onerror= is stored sanitised and previews safely", async ({ page, browser }) => {
  const key = await apiKeyFor(browser, moderator);
  const slug = `hostile-${RUN}`;
  const created = await bearer("POST", "/api/articles", key, {
    title: "Hostile",
    slug,
    html: '<p>Kept text<script>window.pwned=1</script></p><img src="https://example.com/x.png" onerror="window.pwned=2" alt="x"><a href="javascript:alert(1)">bad link</a>',
  });
  expect(created.status).toBe(201);
  const row = await e2eDb().article.findUniqueOrThrow({ where: { slug } });
  expect(row.html).not.toMatch(/script|onerror|javascript:/i);
  expect(row.html).toContain("<p>Kept text</p>");

  await signIn(page, moderator, `/admin/articles/${row.id}`);
  // No editorState: the editor starts from the sanitised HTML.
  await expect(editor(page)).toContainText("Kept text");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.frameLocator('iframe[title="Article preview"]').locator("p").first()).toHaveText("Kept text");
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test("a draft survives a page reload", async ({ page }) => {
  page.on("dialog", (d) => d.accept());
  await signIn(page, author, "/admin/articles/new");
  await page.getByLabel(/^Title/).fill(`Draft ${RUN}`);
  await editor(page).click();
  await page.keyboard.type("Unsaved words");
  // The autosave is debounced: wait until the draft holds the editor's text.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cp-draft:article:new") ?? "")).toContain("Unsaved words");
  await page.reload();
  await expect(page.getByText("Restore draft?")).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue("");
  await page.getByRole("button", { name: "Restore draft" }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`Draft ${RUN}`);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`draft-${RUN}`);
  await expect(editor(page)).toContainText("Unsaved words");

  // Saving clears the draft.
  await page.getByRole("button", { name: "Create article" }).click();
  await page.waitForURL(/\/admin\/articles\/(?!new)[^/]+$/);
  await page.goto("/admin/articles/new");
  await expect(page.getByRole("heading", { name: "New article" })).toBeVisible();
  await expect(page.getByText("Restore draft?")).toHaveCount(0);
});

test("a member reports a post through the API and a moderator dismisses it in the queue", async ({ page, browser }) => {
  const member = await createUser("member");
  const memberKey = await apiKeyFor(browser, member);
  const post = await bearer("POST", "/api/posts", memberKey, { slug: `reported-${RUN}`, content: `Offensive words ${RUN}` });
  expect(post.status).toBe(201);
  const postId = String(post.body?._id);
  expect((await bearer("POST", `/api/report/post/${postId}`, memberKey)).status).toBe(200);

  await signIn(page, moderator, "/admin/moderation");
  const item = page.getByTestId("report-item").filter({ hasText: `Offensive words ${RUN}` });
  await expect(item).toBeVisible();
  await expect(item.getByText("1 report", { exact: true })).toBeVisible();
  await expect(item.getByRole("list", { name: "Reporters" })).toContainText("E2E member");
  await page.screenshot({ path: "e2e/artifacts/moderation-queue.png", fullPage: true });
  await item.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(page.getByText(/Reports on .* dismissed/)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await e2eDb().post.findUniqueOrThrow({ where: { id: postId } })).reportedBy).toEqual([]);
});

test("soft delete from the queue with Undo, then trash and restore", async ({ page }) => {
  const db = e2eDb();
  const member = await createUser("member");
  const id = newId();
  const title = `Trashable ${RUN}`;
  await db.article.create({
    data: { id, title, slug: `trashable-${RUN}`, html: "<p>body</p>", createdBy: author.id, reportedBy: [member.id] },
  });

  await signIn(page, moderator, "/admin/moderation");
  const item = page.getByTestId("report-item").filter({ hasText: title });
  await item.getByRole("button", { name: "Move to trash" }).click();
  const toast = page.getByText(`“${title}” moved to the trash.`);
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await db.article.findUniqueOrThrow({ where: { id } })).deleted).not.toBeNull();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`“${title}” restored.`)).toBeVisible();
  await expect.poll(async () => (await db.article.findUniqueOrThrow({ where: { id } })).deleted).toBeNull();

  // From the editor: move to trash, find it in the trash, restore it.
  await page.goto(`/admin/articles/${id}`);
  await page.getByRole("button", { name: "Move to trash" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
  await page.waitForURL(/\/admin\/articles$/);
  await page.goto("/admin/trash?model=article");
  const row = page.getByTestId("trash-row").filter({ hasText: title });
  await expect(row).toBeVisible();
  // Articles have no permanent delete.
  await expect(row.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await row.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByText(`“${title}” restored.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await db.article.findUniqueOrThrow({ where: { id } })).deleted).toBeNull();
});

test("an admin deletes a trashed lesson permanently", async ({ page }) => {
  const db = e2eDb();
  const id = newId();
  await db.lesson.create({
    data: { id, title: `Old lesson ${RUN}`, slug: `old-lesson-${RUN}`, createdBy: author.id, deleted: new Date() },
  });
  await signIn(page, admin, "/admin/trash?model=lesson");
  const row = page.getByTestId("trash-row").filter({ hasText: `Old lesson ${RUN}` });
  await row.getByRole("button", { name: `Delete Old lesson ${RUN} permanently` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete permanently" }).click();
  await expect(row).toHaveCount(0);
  expect(await db.lesson.findUnique({ where: { id } })).toBeNull();
});

test("an API key made in account settings works until it is revoked", async ({ page }) => {
  await signIn(page, author, "/admin/account");
  await page.getByLabel("Key name").fill(`script ${RUN}`);
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toBeVisible();
  const key = await shown.getByLabel("API key").inputValue();
  expect(key.length).toBeGreaterThan(20);

  expect((await bearer("GET", "/api/auth/me", key)).status).toBe(200);
  await shown.getByRole("button", { name: "I have stored the key" }).click();
  await expect(shown).toHaveCount(0);

  const row = page.getByTestId("api-key-row").filter({ hasText: `script ${RUN}` });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Revoke key script ${RUN}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(row).toContainText("Revoked");
  expect((await bearer("GET", "/api/auth/me", key)).status).toBe(401);
});

test("account settings: profile and a password change with a server error under its field", async ({ page }) => {
  await signIn(page, moderator, "/admin/account");
  await page.getByLabel("Screen name").fill(`Moderator ${RUN}`);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: moderator.id } })).screenname).toBe(`Moderator ${RUN}`);

  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("New password", { exact: true }).fill("short");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText(/at least 8 characters/i).first()).toBeVisible();
  await form.getByLabel("Current password").fill("wrong-password-123");
  await form.getByLabel("New password", { exact: true }).fill("a-new-password-1");
  await form.getByLabel("Repeat the new password").fill("a-new-password-1");
  await form.getByRole("button", { name: "Change password" }).click();
  // The server's field detail lands under its field.
  await expect(form.getByText(/current password is not correct/i)).toBeVisible();
  await form.getByLabel("Current password").fill(moderator.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
});

test("an admin changes a user's role and disables the account", async ({ page, browser }) => {
  const target = await createUser("member");
  const key = await apiKeyFor(browser, target);
  await signIn(page, admin, "/admin/users");
  await page.getByLabel("Name or email").fill(target.email);
  const row = page.getByTestId("user-row").filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /Change roles of/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("content-creator").check();
  await dialog.getByRole("button", { name: "Save roles" }).click();
  await expect(row.getByRole("list", { name: /Roles of/ })).toContainText("content-creator");
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: target.id } })).roles).toEqual(["member", "content-creator"]);

  await page.getByLabel("Role", { exact: true }).selectOption("content-creator");
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Disable/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
  await expect(row).toContainText("Disabled");
  expect((await bearer("GET", "/api/auth/me", key)).status).toBe(401);
  await row.getByRole("button", { name: /^Enable/ }).click();
  await expect(row).toContainText("Active");
  expect((await bearer("GET", "/api/auth/me", key)).status).toBe(200);
});

test("a config value must be valid JSON before it is saved", async ({ page }) => {
  await signIn(page, admin, "/admin/configs/new");
  await page.getByLabel(/^Slug/).fill(`feature-${RUN}`);
  await page.getByRole("textbox", { name: "Value" }).fill('{"enabled": tru');
  await page.getByRole("button", { name: "Create config" }).click();
  await expect(page.getByTestId("error-value")).toContainText("Invalid JSON");
  expect(await e2eDb().config.findUnique({ where: { slug: `feature-${RUN}` } })).toBeNull();
  await page.getByRole("textbox", { name: "Value" }).fill('{"enabled": true}');
  await page.getByRole("button", { name: "Create config" }).click();
  await expect(page.getByText("Config created.")).toBeVisible();
  await expect.poll(async () => (await e2eDb().config.findUnique({ where: { slug: `feature-${RUN}` } }))?.value).toEqual({ enabled: true });
});
