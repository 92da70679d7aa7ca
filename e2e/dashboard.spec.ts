import { expect, type Page, test } from "@playwright/test";
import { newId } from "../lib/db/id";
import { models } from "../lib/models";
import { closeE2eDb, createUser, type E2eUser, e2eDb, listRows as rows, signIn, waitForList } from "./helpers/dashboard";

/**
 * The moderator dashboard end to end: a moderator signs in, works a filtered/sorted/paged list whose state
 * lives in the URL, creates and edits posts (slug clash, If-Match conflict), bulk soft-deletes and restores
 * articles; a member sees none of the moderation models.
 */

const RUN = Date.now().toString(36);
let moderator: E2eUser;
let member: E2eUser;
const postIds: Record<string, string> = {};

const slugOf = (i: number) => `e2e-${RUN}-post-${String(i).padStart(2, "0")}`;

test.beforeAll(async () => {
  const db = e2eDb();
  moderator = await createUser("moderator");
  member = await createUser("member");
  const admin = await db.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
  // 24 posts: tags alternate garden/news, visibility cycles public/private/custom.
  const base = Date.parse("2024-01-01T00:00:00Z");
  const data = Array.from({ length: 24 }, (_, i) => {
    const id = newId();
    postIds[slugOf(i)] = id;
    return {
      id,
      slug: slugOf(i),
      content: `Post number ${i}`,
      category: i % 2 ? "odd" : "even",
      tags: i % 2 ? ["news"] : ["garden", "soil"],
      visibility: ["public", "private", "custom"][i % 3],
      createdBy: admin.id,
      created: new Date(base + i * 3_600_000),
      updated: new Date(base + i * 3_600_000),
    };
  });
  await db.post.createMany({ data });
  await db.article.createMany({
    data: [1, 2, 3].map((i) => ({
      id: newId(),
      title: `E2E article ${RUN} ${i}`,
      slug: `e2e-${RUN}-article-${i}`,
      tags: ["e2e"],
      createdBy: admin.id,
    })),
  });
});

test.afterAll(async () => {
  await closeE2eDb();
});

const url = (page: Page) => new URL(page.url());
const firstSlug = (page: Page) => rows(page).first().getByRole("link").first();

test("a moderator lists posts, filters by tag and visibility, sorts, pages, and the URL keeps the view", async ({ page }) => {
  await signIn(page, moderator, "/admin/posts");
  const nav = page.getByRole("navigation", { name: "Models" }).first();
  await expect(nav.getByRole("link", { name: "Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Articles" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Config" })).toHaveCount(0);
  await waitForList(page);

  // Page size
  await page.getByLabel("Rows per page").selectOption("10");
  await expect.poll(() => url(page).searchParams.get("size")).toBe("10");
  await waitForList(page);
  await expect(rows(page)).toHaveCount(10);

  // Filters: tag garden (even posts) and visibility private (i % 3 == 1) → i in {4, 10, 16, 22}
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("button", { name: "+ Add filter" }).click();
  await page.getByLabel("Filter 1 field").selectOption("tags");
  await page.getByLabel(/Tags contains all of/).fill("garden");
  await page.getByRole("button", { name: "+ Add filter" }).click();
  await page.getByLabel("Filter 2 field").selectOption("visibility");
  await page.getByRole("group", { name: "Visibility is one of" }).getByLabel("private").check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect.poll(() => url(page).searchParams.getAll("f.tags.all")).toEqual(["garden"]);
  expect(url(page).searchParams.getAll("f.visibility.in")).toEqual(["private"]);
  await waitForList(page);
  await expect(page.getByTestId("pagination-summary")).toHaveText("1–4 of 4");
  await expect(firstSlug(page)).toHaveText(slugOf(22)); // default sort: newest first

  // Sort by slug ascending; shift-click adds created as a second key
  await page.getByRole("button", { name: "Slug" }).click();
  await expect.poll(() => url(page).searchParams.get("sort")).toBe("slug");
  await waitForList(page);
  await expect(firstSlug(page)).toHaveText(slugOf(4));
  await page.getByRole("button", { name: "Created", exact: true }).click({ modifiers: ["Shift"] });
  await expect.poll(() => url(page).searchParams.get("sort")).toBe("slug,-created");

  // Paging through the unfiltered list, sorted by slug
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => url(page).searchParams.has("f.tags.all")).toBe(false);
  await waitForList(page);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect.poll(() => url(page).searchParams.get("page")).toBe("2");
  await waitForList(page);
  const onPage2 = await firstSlug(page).textContent();
  await page.screenshot({ path: "e2e/artifacts/dashboard-list.png" });

  // Reload: same view from the URL
  const before = page.url();
  await page.reload();
  await waitForList(page);
  expect(page.url()).toBe(before);
  await expect(firstSlug(page)).toHaveText(onPage2 ?? "");
  await expect(page.getByLabel("Rows per page")).toHaveValue("10");
  await expect(page.getByRole("columnheader", { name: /Slug/ })).toHaveAttribute("aria-sort", "ascending");

  // Back goes to page 1
  pressBack(page);
  await expect.poll(() => url(page).searchParams.get("page")).toBeNull();
  // Page 1's rows must have replaced page 2's before focus goes into them (a re-render drops focus).
  await waitForList(page);
  await expect(firstSlug(page)).not.toHaveText(onPage2 ?? "");

  // Keyboard: arrow keys walk the rows, keeping the column
  await rows(page).nth(0).getByRole("checkbox").focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows(page).nth(1).getByRole("checkbox")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(rows(page).nth(1).getByRole("link").first()).toBeFocused();

  // Quick search
  await page.getByRole("searchbox").fill(slugOf(7));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => url(page).searchParams.get("q")).toBe(slugOf(7));
  await waitForList(page);
  await expect(rows(page)).toHaveCount(1);
});

test("creating a post with a slug that exists shows the error under the slug field", async ({ page }) => {
  await signIn(page, moderator, "/admin/posts/new");
  await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
  // Client validation from the same zod schema first: an empty slug is required
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByTestId("error-slug")).toHaveText("Required");
  await expect(page.getByLabel(/^Slug/)).toBeFocused();

  await page.getByLabel(/^Slug/).fill(slugOf(1));
  await page.getByLabel("Content").fill("Duplicate");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByTestId("error-slug")).toContainText("already taken");

  // A fresh slug creates it and opens its edit page
  await page.getByLabel(/^Slug/).fill(`e2e-${RUN}-created`);
  await page.getByLabel("Tags", { exact: true }).fill("alpha");
  await page.getByLabel("Tags", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created.")).toBeVisible();
  await page.waitForURL(/\/admin\/posts\/(?!new)[^/]+$/);
  await expect(page.getByRole("heading", { name: `e2e-${RUN}-created` })).toBeVisible();
});

test("editing a post saves it; a change made meanwhile by someone else is a conflict", async ({ page }) => {
  const id = postIds[slugOf(2)];
  await signIn(page, moderator, `/admin/posts/${id}`);
  const category = page.getByLabel("Category");
  await expect(category).toHaveValue("even");
  await category.fill("edited");
  await page.getByLabel("Meta").fill('{"a": ');
  await expect(page.getByTestId("meta-json-status")).toContainText("Invalid JSON");
  await page.getByLabel("Meta").fill('{"a": 1}');
  await expect(page.getByTestId("meta-json-status")).toHaveText("Valid JSON");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "e2e/artifacts/dashboard-edit.png" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  expect((await e2eDb().post.findUniqueOrThrow({ where: { id } })).category).toBe("edited");

  // Someone else saves through the API while this page holds the old ETag
  const res = await page.request.patch(`/api/posts/${id}`, {
    data: { category: "theirs" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
  await category.fill("mine");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("conflict")).toContainText("Someone else saved this post");
  expect((await e2eDb().post.findUniqueOrThrow({ where: { id } })).category).toBe("theirs");

  // Overwrite with mine
  await page.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(page.getByTestId("conflict")).toHaveCount(0);
  await expect.poll(async () => (await e2eDb().post.findUniqueOrThrow({ where: { id } })).category).toBe("mine");

  // Another conflict, this time reloading theirs
  await page.request.patch(`/api/posts/${id}`, { data: { category: "theirs-again" }, headers: { Origin: new URL(page.url()).origin } });
  await category.fill("mine-again");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByRole("button", { name: "Reload their version" }).click();
  await expect(category).toHaveValue("theirs-again");
});

test("unsaved changes ask before leaving through an in-app link", async ({ page }) => {
  await signIn(page, moderator, `/admin/posts/${postIds[slugOf(3)]}`);
  await page.getByLabel("Category").fill("unsaved");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Posts" }).click();
  expect(asked).toContain("unsaved changes");
  expect(url(page).pathname).toBe(`/admin/posts/${postIds[slugOf(3)]}`);
});

/** Opens post `i` from the list by its link, so Back is an in-app (same-document) step to the list. */
async function openPostFromList(page: Page, i: number) {
  await signIn(page, moderator, `/admin/posts?q=${slugOf(i)}`);
  await waitForList(page);
  await rows(page)
    .getByRole("link", { name: slugOf(i), exact: true })
    .click();
  await page.waitForURL((u) => u.pathname === `/admin/posts/${postIds[slugOf(i)]}`);
  return page.getByLabel("Category");
}

/** The browser's Back; not awaited, since a refused Back never brings the navigation goBack waits for. */
function pressBack(page: Page) {
  void page.goBack().catch(() => null);
}

/** Answers every dialog as `answer` says at that moment, and records the messages. */
function answerDialogs(page: Page, answer: { accept: boolean }) {
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(d.message());
    void (answer.accept ? d.accept() : d.dismiss());
  });
  return asked;
}

test("Back on a dirty form asks first; dismissing stays on the form with the edits", async ({ page }) => {
  const category = await openPostFromList(page, 7);
  const formPath = url(page).pathname;
  await category.fill("unsaved back");
  const answer = { accept: false };
  const asked = answerDialogs(page, answer);
  pressBack(page);
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain("unsaved changes");
  expect(url(page).pathname).toBe(formPath);
  await expect(category).toHaveValue("unsaved back");
  // Still guarded after a refusal
  pressBack(page);
  await expect.poll(() => asked.length).toBe(2);
  expect(url(page).pathname).toBe(formPath);
  await expect(category).toHaveValue("unsaved back");
  // The refusals left history as it was: one Back still reaches the list
  answer.accept = true;
  pressBack(page);
  await expect.poll(() => url(page).pathname).toBe("/admin/posts");
  expect(asked).toHaveLength(3);
});

test("Back on a dirty form goes back once the user confirms", async ({ page }) => {
  const category = await openPostFromList(page, 8);
  await category.fill("leave anyway");
  const asked = answerDialogs(page, { accept: true });
  pressBack(page);
  await expect.poll(() => url(page).pathname).toBe("/admin/posts");
  await expect(rows(page).getByRole("link", { name: slugOf(8), exact: true })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect((await e2eDb().post.findUniqueOrThrow({ where: { id: postIds[slugOf(8)] } })).category).toBe("even");
});

test("Back after a save leaves at once, with one press and no question", async ({ page }) => {
  const category = await openPostFromList(page, 9);
  await category.fill("saved then back");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  const asked = answerDialogs(page, { accept: false });
  pressBack(page);
  await expect.poll(() => url(page).pathname).toBe("/admin/posts");
  await expect(rows(page).getByRole("link", { name: slugOf(9), exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});

test("bulk soft delete of articles, then restore from the trash", async ({ page }) => {
  await signIn(page, moderator, `/admin/articles?q=${encodeURIComponent(`E2E article ${RUN}`)}`);
  await waitForList(page);
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel(`Select E2E article ${RUN} 1`).check();
  await page.getByLabel(`Select E2E article ${RUN} 2`).check();
  await expect(page.getByTestId("selection-count")).toHaveText("2 selected");
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Move to trash" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Move to trash 2 articles?");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText("Move to trash: 2 records done.")).toBeVisible();
  await waitForList(page);
  await expect(rows(page)).toHaveCount(1);
  const deleted = await e2eDb().article.count({ where: { slug: { startsWith: `e2e-${RUN}-article-` }, deleted: { not: null } } });
  expect(deleted).toBe(2);

  await page.getByRole("button", { name: "Trash" }).click();
  await expect.poll(() => url(page).searchParams.get("trash")).toBe("1");
  await waitForList(page);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel("Select all rows on this page").check();
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Restore" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restore: 2 records done.")).toBeVisible();
  await waitForList(page);
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("a member sees none of the moderation models", async ({ page }) => {
  await signIn(page, member, "/admin");
  const nav = page.getByRole("navigation", { name: "Models" }).first();
  for (const name of ["Articles", "Lessons", "Config", "Users", "Bookings"]) {
    await expect(nav.getByRole("link", { name })).toHaveCount(0);
  }
  const res = await page.goto("/admin/articles");
  expect(res?.status()).toBe(404);
});

test("the dark-mode choice survives a reload", async ({ page }) => {
  await signIn(page, moderator, "/admin");
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const before = await dark();
  await page.getByTestId("theme-toggle").click();
  expect(await dark()).toBe(!before);
  await page.reload();
  await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-pressed", String(!before));
  expect(await dark()).toBe(!before);
  await page.goto("/admin/posts");
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await page.screenshot({ path: "e2e/artifacts/dashboard-list-dark.png" });
});

test("without a session the dashboard sends you to sign in and back", async ({ page }) => {
  await page.goto("/admin/posts?size=50");
  await page.waitForURL(/\/login/);
  expect(url(page).searchParams.get("callbackUrl")).toBe("/admin/posts?size=50");
});

test("an admin opens every model's list and create form without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signIn(page, { id: "", email: "admin@example.com", password: "admin-password-1" }, "/admin");
  for (const model of models) {
    await page.goto(`/admin/${model.plural}`);
    await expect(page.getByRole("heading", { level: 1, name: model.label })).toBeVisible();
    await waitForList(page);
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    if (model.methods.includes("POST")) {
      await page.goto(`/admin/${model.plural}/new`);
      await expect(page.getByRole("heading", { level: 1, name: `New ${model.name}` })).toBeVisible();
      if (model.name === "booking") await page.screenshot({ path: "e2e/artifacts/dashboard-new-booking.png", fullPage: true });
    }
  }
  expect(errors).toEqual([]);
});
