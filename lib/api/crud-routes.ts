import "server-only";
import { findModel } from "../models";
import type { Method, ModelDef } from "../models/types";
import {
  assertMethod,
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
} from "../operations/records";
import { readJsonObject } from "./body";
import { ApiError, methodNotAllowed } from "./errors";
import { apiRoute, json } from "./route";

/**
 * The Crud group's handlers, shared by every model: app/api/[model]/... only re-exports these. Each one
 * parses the request, calls an operation in lib/operations and shapes the response.
 */

type ModelParams = { model: string };
type RecordParams = { model: string; id: string };

function modelOf(name: string): ModelDef {
  const model = findModel(name);
  if (!model) throw new ApiError(404, "not_found", `There is no model called "${name}".`);
  return model;
}

const allow = (model: ModelDef, pairs: [string, Method][]) => pairs.filter(([, m]) => model.methods.includes(m)).map(([h]) => h);
export const collectionAllow = (model: ModelDef) =>
  allow(model, [
    ["GET", "GET"],
    ["POST", "POST"],
  ]);
export const recordAllow = (model: ModelDef) =>
  allow(model, [
    ["GET", "GET"],
    ["PATCH", "PATCH"],
    ["PUT", "PUT"],
    ["DELETE", "DELETE"],
  ]);
const softAllow = (model: ModelDef) => allow(model, [["POST", "SOFT_DELETE"]]);

const recordResponse = (result: { record: unknown; etag: string }, status = 200, headers: Record<string, string> = {}) =>
  json(result.record, { status, headers: { ETag: result.etag, "Cache-Control": "private, no-cache", ...headers } });

export const listHandler = apiRoute<ModelParams>(async ({ req, params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "GET", "GET", collectionAllow(model));
  const result = await listRecords(caller, model, new URL(req.url).searchParams);
  return json(result, { headers: { "Cache-Control": "private, no-cache" } });
});

export const createHandler = apiRoute<ModelParams>(async ({ req, params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "POST", "POST", collectionAllow(model));
  const result = await createRecord(caller, model, await readJsonObject(req));
  return recordResponse(result, 201, { Location: `/api/${model.plural}/${result.record._id}` });
});

export const readHandler = apiRoute<RecordParams>(async ({ req, params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "GET", "GET", recordAllow(model));
  const deleted = new URL(req.url).searchParams.get("deleted") === "true";
  return recordResponse(await readRecord(caller, model, params.id, { deleted }));
});

const updateHandler = (mode: "replace" | "patch") =>
  apiRoute<RecordParams>(async ({ req, params, caller }) => {
    const model = modelOf(params.model);
    const method = mode === "replace" ? "PUT" : "PATCH";
    assertMethod(model, method, method, recordAllow(model));
    const body = await readJsonObject(req);
    return recordResponse(await updateRecord(caller, model, params.id, body, mode, req.headers.get("if-match")));
  });

export const patchHandler = updateHandler("patch");
export const putHandler = updateHandler("replace");

export const deleteHandler = apiRoute<RecordParams>(async ({ req, params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "DELETE", "DELETE", recordAllow(model));
  await deleteRecord(caller, model, params.id, req.headers.get("if-match"));
  return new Response(null, { status: 204 });
});

export const softDeleteHandler = apiRoute<RecordParams>(async ({ req, params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "SOFT_DELETE", "POST", softAllow(model));
  return recordResponse(await softDeleteRecord(caller, model, params.id, req.headers.get("if-match")));
});

export const restoreHandler = apiRoute<RecordParams>(async ({ params, caller }) => {
  const model = modelOf(params.model);
  assertMethod(model, "SOFT_DELETE", "POST", softAllow(model));
  return recordResponse(await restoreRecord(caller, model, params.id));
});

/** Methods no model has on a path: 405 with the model's Allow list (after authentication, like the rest). */
export const notAllowed = <P extends ModelParams>(allowOf: (model: ModelDef) => string[]) =>
  apiRoute<P>(async ({ req, params }) => {
    throw methodNotAllowed(req.method, allowOf(modelOf(params.model)));
  });
export const softNotAllowed = notAllowed<RecordParams>(softAllow);
