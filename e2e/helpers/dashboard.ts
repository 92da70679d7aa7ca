import { expect, type Page } from "@playwright/test";
import { hashPassword } from "../../lib/auth/password";
import type { PrismaClient } from "../../lib/db/generated/client";
import { newId } from "../../lib/db/id";
import { createPrismaClient } from "../../lib/db/prisma-factory";
import type { Role } from "../../lib/models/types";

/** Arranging data for the dashboard's browser tests straight in the test server's database. */

let db: PrismaClient | undefined;
export function e2eDb(): PrismaClient {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set (e2e/global-setup.ts sets it)");
  db ??= createPrismaClient(url, 2);
  return db;
}

export async function closeE2eDb() {
  await db?.$disconnect();
  db = undefined;
}

export interface E2eUser {
  id: string;
  email: string;
  password: string;
}

/** A user who can sign in with a password. */
export async function createUser(role: Role, tag = role): Promise<E2eUser> {
  const id = newId();
  const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = `${role}-password-1`;
  await e2eDb().user.create({
    data: {
      id,
      email,
      screenname: `E2E ${role}`,
      slug: email.split("@")[0],
      roles: [role],
      createdBy: id,
      credential: { create: { passwordHash: await hashPassword(password) } },
    },
  });
  return { id, email, password };
}

/** Signs in through the real sign-in page and lands on `path`. */
export async function signIn(page: Page, user: E2eUser, path = "/admin") {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await expect(page.getByTestId("current-user")).toBeVisible();
}

/** The data rows of a generated list (ModelList), without its loading placeholders. */
export const listRows = (page: Page) => page.locator("table tbody tr:not([data-testid=skeleton-row])");

/** Waits until a generated list shows settled data: no placeholder rows, no request in flight. */
export async function waitForList(page: Page) {
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.locator("table[aria-busy=true]")).toHaveCount(0);
}
