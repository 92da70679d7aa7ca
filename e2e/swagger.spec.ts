import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";

/** An API key for the seeded administrator, stored as the app stores keys (sha256 of the key, prefix in clear). */
async function adminKey(): Promise<string> {
  const key = `cpk_${randomBytes(32).toString("base64url")}`;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM "user" WHERE "email" = 'admin@example.com'`);
    await client.query(`INSERT INTO "api_key" ("id", "userId", "name", "prefix", "hash") VALUES ($1, $2, 'swagger e2e', $3, $4)`, [
      randomBytes(12).toString("hex"),
      rows[0].id,
      key.slice(4, 16),
      createHash("sha256").update(key).digest("hex"),
    ]);
  } finally {
    await client.end();
  }
  return key;
}

test("/swagger renders the API offline and tries a request with a pasted API key", async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string);
  const offsite: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) offsite.push(req.url());
  });

  await page.goto("/swagger");
  await expect(page.getByRole("heading", { level: 1, name: /Community Platform API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "openapi.json", exact: true })).toHaveAttribute("href", "/swagger/openapi.json");
  // Operations of every group are listed.
  await expect(page.locator("#operations-tag-Health")).toBeVisible();
  await expect(page.locator("#operations-tag-Posts")).toBeVisible();
  await page.locator("#operations-tag-Meta").click();
  const versionOp = page.locator("#operations-Meta-metaVersion");
  await expect(versionOp).toBeVisible();

  // Authorize with a bearer key, then try GET /api/meta/version.
  const key = await adminKey();
  await page
    .getByRole("button", { name: /Authorize/ })
    .first()
    .click();
  const dialog = page.locator(".dialog-ux");
  await dialog.getByRole("textbox", { name: "auth-bearer-value" }).fill(key);
  await dialog.getByRole("button", { name: "Apply credentials" }).first().click();
  await dialog.getByRole("button", { name: "Close" }).first().click();

  await versionOp.locator(".opblock-summary").click();
  await versionOp.getByRole("button", { name: "Try it out" }).click();
  await versionOp.getByRole("button", { name: "Execute" }).click();
  const live = versionOp.locator(".live-responses-table .response .response-col_status");
  await expect(live.first()).toHaveText("200");
  await expect(versionOp.locator(".live-responses-table .microlight").first()).toContainText('"api"');

  expect(offsite).toEqual([]);
  expect(origin.hostname).toMatch(/^(127\.0\.0\.1|localhost)$/);
});

test("the Swagger UI files come from the app, and unknown ones are 404", async ({ request }) => {
  const css = await request.get("/swagger/assets/swagger-ui.css");
  expect(css.status()).toBe(200);
  expect(css.headers()["content-type"]).toContain("text/css");
  expect((await request.get("/swagger/assets/..%2Fpackage.json")).status()).toBe(404);
  expect((await request.get("/swagger/assets/index.html")).status()).toBe(404);
  const doc = await request.get("/swagger/openapi.json");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe("3.1.0");
});
