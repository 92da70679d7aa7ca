import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the app reads, validated once so a bad value fails at start with its name.
 * README.md "Configuration" documents each of them.
 */
const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PGLITE_DIR: z.string().default(".data/pglite"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NEXTAUTH_SECRET: z.string().optional(),
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_DURATION: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_LOGIN_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_DURATION: z.coerce.number().int().min(1).default(900),
  /** Namespace of the counters in Redis: instances sharing a budget use the same one. */
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "must be 1-64 letters, digits, dots, colons, dashes or underscores")
    .default("cp-rl"),
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are believed (lib/rate-limit/ip.ts). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Server processes behind the one port (production only; scripts/next-workers.ts). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join(".")} ${issue?.message}.`);
  }
  return parsed.data;
}

/** The embedded database directory, resolved against the working directory (the project root). */
export function embeddedDataDir(env: Env = readEnv()): string {
  // Only the launcher and CLI use it; the comment keeps Next from tracing the whole project when the app imports this module.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.PGLITE_DIR);
}
