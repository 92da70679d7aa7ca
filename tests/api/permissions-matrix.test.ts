import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/db/id";
import { models, ROLES, type Role, VISIBILITY } from "../../lib/models";
import type { ModelDef } from "../../lib/models/types";
import { api, makeUser, qs, type TestUser, testDb } from "../helpers/api";
import { sampleBody } from "../helpers/samples";

/**
 * The permission matrix: model × role × visibility × the caller's relation to the record × operation.
 * Expected statuses are written from api-contract.md's "Who may do what" in plain terms here, independent
 * of lib/auth/permissions.ts, so a mistake there shows up as a failure.
 */
type Relation = "creator" | "manager" | "viewer" | "stranger";
const RELATIONS: Relation[] = ["creator", "manager", "viewer", "stranger"];
const CONTENT = ["post", "article", "lesson"];

function mayRead(role: Role, visibility: string, rel: Relation): boolean {
  if (role === "admin" || rel === "creator") return true;
  if (visibility === "public") return true;
  if (visibility === "custom") return role === "moderator" || rel === "manager" || rel === "viewer";
  if (visibility === "private") return role === "moderator" || rel === "manager";
  return false; // secret
}
function mayUpdate(model: string, role: Role, rel: Relation): boolean {
  if (role === "admin") return true;
  if (role === "moderator" && CONTENT.includes(model)) return true;
  if (model === "config" || model === "ticket") return false; // admin-only writes
  return rel === "creator" || rel === "manager";
}
function mayCreate(model: string, role: Role): boolean {
  if (role === "admin") return true;
  if (model === "post") return true;
  if (model === "lesson") return role === "content-creator";
  if (model === "article") return role === "content-creator" || role === "moderator";
  return false;
}
const mayDelete = (model: string, role: Role, rel: Relation) => role === "admin" || (model === "post" && rel === "creator");

/** A write's expected status: 405 if the model lacks the method, 404 if unreadable, 403 if not allowed. */
function expectWrite(model: ModelDef, method: string, readable: boolean, allowed: boolean, ok: number) {
  if (!model.methods.includes(method as never)) return 405;
  if (!readable) return 404;
  return allowed ? ok : 403;
}

const users = {} as Record<Role, TestUser>;
let owner: TestUser;

beforeAll(async () => {
  for (const role of ROLES) users[role] = await makeUser(role);
  owner = await makeUser("member");
});

/** Records inserted directly (fast, and independent of the create permission under test). */
async function insertRecord(model: ModelDef, visibility: string, caller: TestUser, rel: Relation): Promise<string> {
  const id = newId();
  const body = sampleBody(model);
  const data: Record<string, unknown> = { ...body, id, visibility, createdBy: rel === "creator" ? caller.id : owner.id };
  data.managedBy = rel === "manager" ? [caller.id] : [];
  data.visibleBy = rel === "viewer" ? [caller.id] : [];
  for (const field of model.fields) {
    if (field.type === "Date" && typeof data[field.name] === "string") data[field.name] = new Date(data[field.name] as string);
  }
  if (model.name === "user") data.roles = ["member"];
  await (testDb() as unknown as Record<string, { create(a: unknown): Promise<unknown> }>)[model.name].create({ data });
  return id;
}

describe.each(models.map((m) => [m.name, m] as const))("%s", (name, model) => {
  const path = `/api/${model.plural}`;

  it.each(ROLES.map((r) => [r]))("create as %s", async (role) => {
    const res = await api("POST", path, { as: users[role], body: sampleBody(model) });
    const expected = !model.methods.includes("POST") ? 405 : mayCreate(name, role) ? 201 : 403;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
  });

  const cases = ROLES.flatMap((role) => VISIBILITY.flatMap((visibility) => RELATIONS.map((rel) => [role, visibility, rel] as const)));
  it.each(cases)("as %s on a %s record (%s)", async (role, visibility, rel) => {
    const caller = users[role];
    const id = await insertRecord(model, visibility, caller, rel);
    const readable = mayRead(role, visibility, rel);
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};

    got.read = (await api("GET", `${path}/${id}`, { as: caller })).status;
    want.read = readable ? 200 : 404;

    const listed = await api<{ count: number }>("GET", `${path}${qs({ where: { _id: id } })}`, { as: caller });
    got.listCount = listed.body.count;
    want.listCount = readable ? 1 : 0;

    got.patch = (await api("PATCH", `${path}/${id}`, { as: caller, body: { channel: "matrix" } })).status;
    want.patch = expectWrite(model, "PATCH", readable, mayUpdate(name, role, rel), 200);

    got.put = (await api("PUT", `${path}/${id}`, { as: caller, body: sampleBody(model, "required") })).status;
    want.put = expectWrite(model, "PUT", readable, mayUpdate(name, role, rel), 200);

    const soft = await api("POST", `${path}/${id}/soft-delete`, { as: caller });
    got.softDelete = soft.status;
    want.softDelete = expectWrite(model, "SOFT_DELETE", readable, mayUpdate(name, role, rel), 200);
    if (soft.status === 200) {
      got.restore = (await api("POST", `${path}/${id}/restore`, { as: caller })).status;
      want.restore = role === "admin" || role === "moderator" ? 200 : 403;
      if (got.restore !== 200) await testDb().$executeRawUnsafe(`UPDATE "${model.name}" SET deleted = NULL WHERE id = $1`, id);
    }

    got.delete = (await api("DELETE", `${path}/${id}`, { as: caller })).status;
    want.delete = expectWrite(model, "DELETE", readable, mayDelete(name, role, rel), 204);

    expect(got).toEqual(want);
  });
});
