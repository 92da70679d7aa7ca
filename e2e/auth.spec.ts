import { expect, test } from "@playwright/test";

/** The test server seeds this administrator (tests/helpers/start-server.ts). */
const ADMIN = { email: "admin@example.com", password: "admin-password-1" };

test("signing in through /login lands on the callback page with a working session; signing out ends it", async ({ page }) => {
  await page.goto("/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(ADMIN.email.toUpperCase());
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The page's own fetches carry the session cookie (and a same-origin Origin on writes).
  const me = await page.evaluate(async () => {
    const res = await fetch("/api/auth/me");
    return { status: res.status, body: await res.json() };
  });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ via: "session", roles: ["admin"], user: { email: ADMIN.email } });
  const created = await page.evaluate(async () => {
    const res = await fetch("/api/auth/keys", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "e2e" }),
    });
    return res.status;
  });
  expect(created).toBe(201);

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "next-auth.session-token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  // Back on /login while signed in: the page offers the sign-out button the dashboard uses too.
  await page.goto("/login");
  await expect(page.getByTestId("signed-in-as")).toContainText(ADMIN.email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  const after = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
  expect(after).toBe(401);
});

test("a wrong password shows an error and keeps the visitor on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("Wrong email or password.");
  await expect(page).toHaveURL(/\/login/);
  const status = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
  expect(status).toBe(401);
});

test("an unsafe callbackUrl is replaced by the dashboard", async ({ page }) => {
  await page.goto("/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
});
