import type { Caller } from "../auth/caller";
import { isAdmin, isModerator } from "../auth/caller";
import type { ModelDef } from "../models/types";
import { Prisma } from "./sql";

/**
 * The read rule of lib/auth/permissions.ts `canRead` as a SQL condition, so lists, counts and single reads
 * filter in the database and a record the caller may not see is neither returned nor counted.
 * tests/unit/visibility.test.ts checks the two agree on every role × visibility × relation.
 */
export function visibilityCondition(caller: Caller | null, model: ModelDef): Prisma.Sql {
  if (!caller) return Prisma.sql`FALSE`;
  if (isAdmin(caller)) return Prisma.sql`TRUE`;
  const me = caller.id;
  const own = model.name === "user" ? Prisma.sql`("createdBy" = ${me} OR "id" = ${me})` : Prisma.sql`"createdBy" = ${me}`;
  if (isModerator(caller)) return Prisma.sql`("visibility" IN ('public', 'custom', 'private') OR ${own})`;
  return Prisma.sql`("visibility" = 'public' OR ${own}
    OR ("visibility" IN ('custom', 'private') AND ${me} = ANY("managedBy"))
    OR ("visibility" = 'custom' AND ${me} = ANY("visibleBy")))`;
}
