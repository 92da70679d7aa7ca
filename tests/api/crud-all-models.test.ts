import { beforeAll, describe, expect, it } from "vitest";
import { models } from "../../lib/models";
import { editableFields } from "../../lib/models/zod";
import { api, makeUser, qs, type TestUser } from "../helpers/api";
import { sampleBody } from "../helpers/samples";

/** Every method of every registry model, as an admin: the generic API behaves the same for all ten. */
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser("admin");
});

describe.each(models.map((m) => [m.name, m] as const))("%s", (_name, model) => {
  const path = `/api/${model.plural}`;

  it("creates, reads by id (singular and plural paths) and lists", async () => {
    const body = sampleBody(model);
    const created = await api("POST", path, { as: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject(body);
    const id = created.body._id as string;
    for (const p of [`/api/${model.name}/${id}`, `${path}/${id}`]) {
      const read = await api("GET", p, { as: admin });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
    }
    // The singular list path, except `/api/user`, which the contract reserves for the current user.
    const listPath = model.name === "user" ? path : `/api/${model.name}`;
    const list = await api<{ results: { _id: string }[]; count: number }>("GET", `${listPath}${qs({ where: { _id: id } })}`, {
      as: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]._id).toBe(id);
  });

  it("applies the registry's defaults when fields are absent", async () => {
    const created = await api("POST", path, { as: admin, body: sampleBody(model, "required") });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const field of model.fields) {
      if (field.default !== undefined && field.default !== null && field.name !== "createdBy") {
        expect(created.body[field.name], field.name).toEqual(field.default);
      }
    }
  });

  if (model.methods.includes("PATCH"))
    it("PATCH changes only the given fields", async () => {
      const created = await api("POST", path, { as: admin, body: sampleBody(model) });
      const field = editableFields(model).find((f) => f.type === "String" && f.name !== "slug" && f.name !== "email" && !f.writeRoles);
      const patch = field ? { [field.name]: "patched value" } : { visibility: "private" };
      const res = await api("PATCH", `${path}/${created.body._id}`, { as: admin, body: patch });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ ...created.body, ...patch, updated: res.body.updated });
      expect(new Date(res.body.updated as string) >= new Date(created.body.updated as string)).toBe(true);
    });

  if (model.methods.includes("PUT"))
    it("PUT replaces the Editable fields (absent ones back to their defaults)", async () => {
      const created = await api("POST", path, { as: admin, body: sampleBody(model) });
      const replacement = sampleBody(model, "required");
      const res = await api("PUT", `${path}/${created.body._id}`, { as: admin, body: replacement });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const field of editableFields(model)) {
        if (field.writeRoles) continue;
        const expected = field.name in replacement ? replacement[field.name] : (field.default ?? null);
        expect(res.body[field.name], field.name).toEqual(expected);
      }
      expect(res.body.createdBy).toBe(admin.id);
    });

  if (model.methods.includes("DELETE"))
    it("DELETE removes the record permanently", async () => {
      const created = await api("POST", path, { as: admin, body: sampleBody(model) });
      const res = await api("DELETE", `${path}/${created.body._id}`, { as: admin });
      expect(res.status).toBe(204);
      expect((await api("GET", `${path}/${created.body._id}`, { as: admin })).status).toBe(404);
      expect((await api("DELETE", `${path}/${created.body._id}`, { as: admin })).status).toBe(404);
    });

  if (model.methods.includes("SOFT_DELETE"))
    it("soft delete hides the record, the trash lists it, restore brings it back", async () => {
      const created = await api("POST", path, { as: admin, body: sampleBody(model) });
      const id = created.body._id as string;
      const del = await api("POST", `${path}/${id}/soft-delete`, { as: admin });
      expect(del.status).toBe(200);
      expect(typeof del.body.deleted).toBe("string");
      expect((await api("GET", `${path}/${id}`, { as: admin })).status).toBe(404);
      const listed = await api<{ count: number }>("GET", `${path}${qs({ where: { _id: id } })}`, { as: admin });
      expect(listed.body.count).toBe(0);
      const trash = await api<{ count: number }>("GET", `${path}${qs({ where: { _id: id }, deleted: "true" })}`, { as: admin });
      expect(trash.body.count).toBe(1);
      const restored = await api("POST", `${path}/${id}/restore`, { as: admin });
      expect(restored.status).toBe(200);
      expect(restored.body.deleted).toBeNull();
      expect((await api("GET", `${path}/${id}`, { as: admin })).status).toBe(200);
    });

  it("answers 405 with Allow for every method the model does not list", async () => {
    const created = await api("POST", path, { as: admin, body: sampleBody(model) });
    const record = `${path}/${created.body._id}`;
    const recordMethods = [
      ["PATCH", "PATCH"],
      ["PUT", "PUT"],
      ["DELETE", "DELETE"],
    ] as const;
    for (const [http, method] of recordMethods) {
      if (model.methods.includes(method)) continue;
      const res = await api(http, record, { as: admin, body: {} });
      expect(res.status, `${http} ${record}`).toBe(405);
      expect(res.body.error).toBe("method_not_allowed");
      expect(res.headers.get("allow")).toContain("GET");
      expect(res.headers.get("allow")).not.toContain(http);
    }
    if (!model.methods.includes("SOFT_DELETE")) {
      for (const action of ["soft-delete", "restore"]) {
        const res = await api("POST", `${record}/${action}`, { as: admin });
        expect(res.status).toBe(405);
        expect(res.headers.get("allow")).toBe("");
      }
    }
    const collection = await api("DELETE", path, { as: admin });
    expect(collection.status).toBe(405);
    expect(collection.headers.get("allow")).toBe("GET, POST");
    const post = await api("POST", record, { as: admin, body: {} });
    expect(post.status).toBe(405);
  });
});
