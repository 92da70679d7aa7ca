import "server-only";
import { z } from "zod";
import { getDb } from "../db/client";
import { APP_VERSION } from "../version";

/** Longer than a healthy query ever takes, short enough for a load balancer's probe. */
export const HEALTH_TIMEOUT_MS = 2000;

export const healthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    database: z.enum(["up", "down"]),
    version: z.string().describe("The app's version (package.json)."),
  })
  .meta({ id: "Health", title: "Health" });

export type Health = z.infer<typeof healthSchema>;

/** Up when `select 1` answers within the timeout; a hung connection counts as down, not as a hung probe. */
export async function checkHealth(timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = (async () => {
    await getDb().$queryRaw`select 1`;
    return true;
  })().catch(() => false);
  const up = await Promise.race([answered, timedOut]);
  clearTimeout(timer);
  return { status: up ? "ok" : "unavailable", database: up ? "up" : "down", version: APP_VERSION };
}
