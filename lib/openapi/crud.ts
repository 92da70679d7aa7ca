import { listableFields } from "../auth/permissions";
import { has, type ModelDef, models } from "../models";
import { schemaNames } from "./components";
import { header, jsonBody, type Operation, operation, type Paths, param, ref, success } from "./operations";

/**
 * The generic CRUD paths of every model, under its plural and its singular name (the same collection).
 * Only the methods a model lists are documented; the others answer 405 with `Allow`.
 */

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const modelTag = (model: ModelDef) => model.label;

function fieldList(model: ModelDef): string {
  const everyone = listableFields({ id: "", roles: ["member"], via: "internal" }, model).map((f) => `\`${f.name}\``);
  const moderators = model.fields.filter((f) => !has(f, "Public")).map((f) => `\`${f.name}\``);
  return `Fields: ${everyone.join(", ")}${moderators.length ? `; moderators and admins also: ${moderators.join(", ")}` : ""}.`;
}

function createRoles(model: ModelDef): string {
  const create = model.access.create;
  return create === "any" ? "any signed-in user" : [...new Set([...create, "admin"])].join(", ");
}

/** Example bodies built from the registry: Required fields plus a couple of typical ones. */
function exampleBody(model: ModelDef): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of model.fields) {
    if (!has(f, "Editable") || f.managed) continue;
    if (f.name === "slug") body.slug = `my-first-${model.name}`;
    else if (has(f, "Required")) body[f.name] = `My first ${model.name}`;
  }
  if (model.fields.some((f) => f.name === "tags")) body.tags = ["community"];
  body.visibility = "public";
  return body;
}

interface Ops {
  collection: Record<string, Operation>;
  record: Record<string, Operation>;
  softDelete?: Operation;
  restore?: Operation;
}

function modelOperations(model: ModelDef, alias: boolean): Ops {
  const names = schemaNames(model);
  const tag = modelTag(model);
  const id = (verb: string, noun: string) => `${verb}${pascal(noun)}${alias ? "ViaSingularPath" : ""}`;
  const aliasNote = alias ? ` Same as \`/api/${model.plural}\`: every model answers under its singular and plural name.` : "";
  const record = ref(names.record);
  const softDeletes = model.methods.includes("SOFT_DELETE");
  const collection: Record<string, Operation> = {};
  const single: Record<string, Operation> = {};
  const etag = { ETag: header("ETag") };

  if (model.methods.includes("GET")) {
    collection.get = operation({
      operationId: id("list", model.plural),
      summary: `List ${model.plural}`,
      description: [
        `${model.description} Records the caller may not read are omitted (see visibility); soft-deleted records are not listed${softDeletes ? " unless a moderator asks with `deleted=true`" : ""}. Default order \`-created\`.`,
        fieldList(model),
        aliasNote,
      ].join("\n\n"),
      tags: [tag],
      parameters: [
        param("limit"),
        param("page"),
        param("where"),
        param("sort_by"),
        param("fields"),
        ...(softDeletes ? [param("deleted")] : []),
      ],
      ok: { 200: success({ description: "One page of records.", schema: ref(names.list) }) },
      errors: [400, 401, 403],
    });
    single.get = operation({
      operationId: id("get", model.name),
      summary: `Read a ${model.name}`,
      description: `By \`_id\` or \`slug\`. Fields without the Public flag are returned only to moderators and admins; OwnerVisible fields also to the record's creator.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug"), ...(softDeletes ? [param("deletedRecord")] : [])],
      ok: { 200: success({ description: `The ${model.name}.`, schema: record, headers: etag }) },
      errors: softDeletes ? [400, 401, 403, 404] : [401, 404],
    });
  }
  if (model.methods.includes("POST")) {
    collection.post = operation({
      operationId: id("create", model.name),
      summary: `Create a ${model.name}`,
      description: `Who may: ${createRoles(model)}. Defaults apply to absent fields; \`createdBy\` is the caller. A taken slug is 409 \`slug_taken\`.${aliasNote}`,
      tags: [tag],
      requestBody: jsonBody(ref(names.create), { example: { value: exampleBody(model) } }),
      ok: {
        201: success({ description: `The created ${model.name}.`, schema: record, headers: { ...etag, Location: header("Location") } }),
      },
      errors: [400, 401, 403, 409, 413, 415],
    });
  }
  const updateWho = `Who may: ${model.access.ownerWrites ? "the creator, users in `managedBy`, " : ""}${model.access.moderatorsUpdate ? "moderators, " : ""}admins.`;
  if (model.methods.includes("PATCH")) {
    single.patch = operation({
      operationId: id("update", model.name),
      summary: `Change some fields of a ${model.name}`,
      description: `${updateWho} Send \`If-Match\` with the ETag you read to get 412 instead of overwriting a concurrent change.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug"), param("IfMatch")],
      requestBody: jsonBody(ref(names.patch)),
      ok: { 200: success({ description: `The updated ${model.name}.`, schema: record, headers: etag }) },
      errors: [400, 401, 403, 404, 409, 412, 413, 415],
    });
  }
  if (model.methods.includes("PUT")) {
    single.put = operation({
      operationId: id("replace", model.name),
      summary: `Replace the editable fields of a ${model.name}`,
      description: `${updateWho} Send \`If-Match\` with the ETag you read.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug"), param("IfMatch")],
      requestBody: jsonBody(ref(names.replace), { example: { value: exampleBody(model) } }),
      ok: { 200: success({ description: `The replaced ${model.name}.`, schema: record, headers: etag }) },
      errors: [400, 401, 403, 404, 409, 412, 413, 415],
    });
  }
  if (model.methods.includes("DELETE")) {
    single.delete = operation({
      operationId: id("delete", model.name),
      summary: `Delete a ${model.name} permanently`,
      description: `Who may: ${model.access.creatorDeletes ? "the creator, " : ""}admins. The record is gone for good.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug"), param("IfMatch")],
      ok: { 204: success({ description: "Deleted." }) },
      errors: [401, 403, 404, 412],
    });
  }
  const ops: Ops = { collection, record: single };
  if (softDeletes) {
    ops.softDelete = operation({
      operationId: id("softDelete", model.name),
      summary: `Move a ${model.name} to the trash`,
      description: `Sets \`deleted\`; the record disappears from reads and lists but is kept. ${updateWho} Undo with restore.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug"), param("IfMatch")],
      ok: { 200: success({ description: `The ${model.name}, now in the trash.`, schema: record, headers: etag }) },
      errors: [401, 403, 404, 412],
    });
    ops.restore = operation({
      operationId: id("restore", model.name),
      summary: `Restore a ${model.name} from the trash`,
      description: `Clears \`deleted\`. Who may: moderators, admins.${aliasNote}`,
      tags: [tag],
      parameters: [param("idOrSlug")],
      ok: { 200: success({ description: `The restored ${model.name}.`, schema: record, headers: etag }) },
      errors: [401, 403, 404],
    });
  }
  return ops;
}

export function crudPaths(): Paths {
  const paths: Paths = {};
  for (const model of models) {
    for (const [name, alias] of [
      [model.plural, false],
      [model.name, true],
    ] as const) {
      const ops = modelOperations(model, alias);
      const base = `/api/${name}`;
      // GET /api/user is the current user (groups.ts); POST /api/user still creates like /api/users.
      const collection = model.name === "user" && alias ? { post: ops.collection.post } : ops.collection;
      if (Object.keys(collection).length) paths[base] = collection;
      if (Object.keys(ops.record).length) paths[`${base}/{idOrSlug}`] = ops.record;
      if (ops.softDelete) paths[`${base}/{idOrSlug}/soft-delete`] = { post: ops.softDelete };
      if (ops.restore) paths[`${base}/{idOrSlug}/restore`] = { post: ops.restore };
    }
  }
  return paths;
}
