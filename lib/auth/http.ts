import type { z } from "zod";
import { readJsonObject } from "../api/body";
import { validationFailed } from "../api/errors";
import { issuesOf } from "../models/zod";

/** A JSON body checked against a zod schema: 400 validation_failed listing `{field, message}` per problem. */
export async function readValidBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJsonObject(req));
  if (!result.success) throw validationFailed(issuesOf(result.error));
  return result.data;
}
