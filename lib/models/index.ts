import { article } from "./article";
import { booking } from "./booking";
import { config } from "./config";
import { event } from "./event";
import { lesson } from "./lesson";
import { listing } from "./listing";
import { post } from "./post";
import { product } from "./product";
import { ticket } from "./ticket";
import type { FieldDef, ModelDef } from "./types";
import { user } from "./user";

export { VISIBILITY, type Visibility } from "./common";
export * from "./types";

/** The registry: adding a model is one entry here plus its Prisma model (tests/unit/registry-prisma). */
export const models: readonly ModelDef[] = [post, lesson, article, config, booking, event, user, listing, product, ticket];

const byPathName = new Map<string, ModelDef>();
for (const m of models) {
  byPathName.set(m.name, m);
  byPathName.set(m.plural, m);
}

/** Finds a model by its singular or plural path name (`post` or `posts`). */
export function findModel(pathName: string): ModelDef | undefined {
  return byPathName.get(pathName);
}

export function getField(model: ModelDef, name: string): FieldDef | undefined {
  return model.fields.find((f) => f.name === name);
}
