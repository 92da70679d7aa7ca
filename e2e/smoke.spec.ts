import { expect, test } from "@playwright/test";

test("the app serves its home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Community Platform" })).toBeVisible();
});
