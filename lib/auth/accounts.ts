import "server-only";
import { ApiError, badRequest, notFound, validationFailed } from "../api/errors";
import type { PrismaClient } from "../db/generated/client";
import { newId } from "../db/id";
import type { Role } from "../models/types";
import { type Caller, isAdmin } from "./caller";
import { hashPassword, verifyPassword } from "./password";

/**
 * Account operations shared by the API routes and the CLI: creating users with a password, changing and
 * setting passwords, disabling and enabling. Callers validate input (lib/auth/schemas.ts) first.
 */

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "P2002";

export const emailTaken = () =>
  new ApiError(409, "conflict", "An account with this email already exists.", [{ field: "email", message: "Already registered" }]);

export async function createAccount(
  db: PrismaClient,
  input: { email: string; password: string; roles?: Role[]; screenname?: string | null; createdBy?: string },
) {
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: {
        id,
        email: input.email,
        screenname: input.screenname ?? null,
        roles: input.roles?.length ? [...new Set(input.roles)] : ["member"],
        createdBy: input.createdBy ?? id,
        credential: { create: { passwordHash } },
      },
    });
  } catch (error) {
    // The unique index decides, not a read before the write: two signups racing for one email get one 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export const findUserByEmail = (db: PrismaClient, email: string) => db.user.findUnique({ where: { email } });

/** Sets a password (creating the credential row for users made without one). */
export async function setPassword(db: PrismaClient, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.userCredential.upsert({
    where: { userId },
    create: { userId, passwordHash },
    update: { passwordHash, updatedAt: new Date() },
  });
}

export async function changePassword(db: PrismaClient, userId: string, currentPassword: string, newPassword: string) {
  const credential = await db.userCredential.findUnique({ where: { userId } });
  if (!credential || !(await verifyPassword(credential.passwordHash, currentPassword))) {
    throw validationFailed([{ field: "currentPassword", message: "The current password is not correct" }]);
  }
  await setPassword(db, userId, newPassword);
}

/**
 * Disables or enables an account. Keys and sessions are checked against this flag on every request, so the
 * change applies at once. A user without a password gets a credential row with an empty (unusable) hash.
 */
export async function setDisabled(db: PrismaClient, caller: Caller, userId: string, disabled: boolean) {
  if (!isAdmin(caller)) throw new ApiError(403, "forbidden", "Only administrators may disable or enable accounts.");
  // An administrator locking themselves out is always a mistake; another administrator (or the CLI) can do it.
  if (disabled && caller.id === userId) throw badRequest("You cannot disable your own account.");
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound("The user");
  const disabledAt = disabled ? new Date() : null;
  await db.userCredential.upsert({
    where: { userId },
    create: { userId, passwordHash: "", disabledAt },
    update: { disabledAt },
  });
  return { _id: userId, disabled };
}
