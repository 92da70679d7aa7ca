import "server-only";
import { ApiError } from "../api/errors";
import type { PrismaClient } from "../db/generated/client";
import { limitAuthAttempt } from "../rate-limit/limiter";
import { hashPassword, verifyPassword } from "./password";
import { credentialsSchema } from "./schemas";

/** A sentence for the sign-in page; `limit` is set when the attempt was refused by the rate limit. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly limit?: ApiError,
  ) {
    super(message);
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * The Credentials provider's check. Returns the user for next-auth, null for a wrong email or password (the
 * same answer for both), and throws SignInError with a sentence the sign-in page shows for a disabled account
 * or too many attempts. Attempts count per client IP and per email; a good sign-in gives its points back.
 */
export async function signInWithPassword(db: PrismaClient, input: { email?: unknown; password?: unknown }, ip: string) {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;

  const attempt = await limitAuthAttempt("signin", ip, email).catch((error: Error) => {
    throw new SignInError(error.message, error instanceof ApiError ? error : undefined);
  });
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, screenname: true, deleted: true, credential: true },
  });
  if (!user?.credential?.passwordHash) {
    // Spend the same time as a real check so response times do not tell which emails have accounts.
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.credential.passwordHash, password))) return null;
  if (user.credential.disabledAt || user.deleted) throw new SignInError("This account is disabled. Ask an administrator to enable it.");
  await attempt.succeeded();
  return { id: user.id, email: user.email, name: user.screenname ?? user.email };
}
