import { randomBytes } from "node:crypto";
import { hashPassword } from "../auth/password";
import type { PrismaClient } from "./generated/client";
import { newId } from "./id";

export interface SeedResult {
  adminEmail: string;
  /** Only when this run created the administrator with a generated password. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * On an empty database: the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password
 * printed once) and, unless SEED_DEMO=0, a little demo content so a new user sees something.
 */
export async function seed(
  db: PrismaClient,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; SEED_DEMO?: string },
): Promise<SeedResult> {
  const adminEmail = (env.ADMIN_EMAIL ?? "admin@example.com").toLowerCase();
  if ((await db.user.count()) > 0) return { adminEmail, created: false };

  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const password = env.ADMIN_PASSWORD ?? (generatedPassword as string);
  const id = newId();
  await db.user.create({
    data: {
      id,
      email: adminEmail,
      screenname: "Administrator",
      slug: "admin",
      roles: ["admin"],
      createdBy: id,
      visibility: "public",
      credential: { create: { passwordHash: await hashPassword(password) } },
    },
  });
  if (env.SEED_DEMO !== "0") await seedDemoContent(db, id);
  return { adminEmail, generatedPassword, created: true };
}

async function seedDemoContent(db: PrismaClient, adminId: string) {
  const base = { createdBy: adminId };
  await db.post.createMany({
    data: [
      { id: newId(), slug: "welcome", content: "Welcome to the community!", category: "announcements", tags: ["news", "welcome"], ...base },
      {
        id: newId(),
        slug: "garden-workday",
        content: "Garden workday on Saturday, bring gloves.",
        category: "events",
        tags: ["garden"],
        ...base,
      },
      {
        id: newId(),
        slug: "moderators-only",
        content: "Notes for the moderation team.",
        visibility: "private",
        tags: ["internal"],
        ...base,
      },
    ],
  });
  await db.article.createMany({
    data: [
      {
        id: newId(),
        title: "How our community works",
        slug: "how-our-community-works",
        summary: "Governance, membership and the daily rhythm.",
        html: "<h2>Governance</h2><p>Decisions are made in open circles.</p>",
        tags: ["governance"],
        category: "guides",
        ...base,
      },
    ],
  });
  await db.lesson.createMany({
    data: [
      {
        id: newId(),
        title: "Composting basics",
        slug: "composting-basics",
        summary: "Turn kitchen waste into soil.",
        tags: ["garden", "soil"],
        paid: false,
        ...base,
      },
    ],
  });
  await db.config.createMany({
    data: [
      { id: newId(), slug: "learning-hub", value: { enabled: true }, ...base },
      { id: newId(), slug: "site-name", value: { name: "Community Platform" }, ...base },
    ],
  });
}
