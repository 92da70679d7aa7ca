import { z } from "zod";
import { notFound } from "../api/errors";
import { describeRoles } from "../auth/permissions";
import { FIELD_TYPES, FLAGS, findModel, METHODS, type ModelDef, models, ROLES } from "../models";
import { API_VERSION, APP_VERSION } from "../version";

/**
 * The Meta group: the registry as JSON, the same definitions the dashboard builds its tables and forms
 * from, so a client can build its own. Pure functions of the registry; the schemas feed the OpenAPI document.
 */

const methodSchema = z.enum(METHODS);

export const modelSummarySchema = z
  .object({
    name: z.string(),
    plural: z.string(),
    label: z.string(),
    description: z.string(),
    methods: z.array(methodSchema),
  })
  .meta({ id: "ModelSummary", title: "Model summary" });

export const fieldDefSchema = z
  .object({
    name: z.string(),
    type: z.enum(FIELD_TYPES),
    flags: z.array(z.enum(FLAGS)),
    default: z.unknown().optional().describe("Applied on create when the field is absent."),
    values: z.array(z.string()).optional().describe("Allowed values of an Enum field."),
    of: z.enum(["String", "Object"]).optional().describe("Element type of an Array field."),
    shape: z.literal("money").optional().describe("An Object of the shape { val: number, cur: string }."),
    writeRoles: z.array(z.enum(ROLES)).optional().describe("Only these roles may write the field."),
    managed: z.string().optional().describe("Set by the server, never by a body."),
    widget: z.string().optional().describe("How the dashboard edits the field."),
    notes: z.string().optional(),
  })
  .meta({ id: "FieldDefinition", title: "Field definition" });

export const modelDefinitionSchema = z
  .object({
    name: z.string(),
    plural: z.string(),
    label: z.string(),
    description: z.string(),
    methods: z.array(methodSchema),
    names: z.object({ singular: z.string(), plural: z.string(), paths: z.array(z.string()) }),
    titleField: z.string(),
    listColumns: z.array(z.string()),
    access: z.object({
      create: z.union([z.array(z.enum(ROLES)), z.literal("any")]),
      moderatorsUpdate: z.boolean(),
      creatorDeletes: z.boolean(),
      ownerWrites: z.boolean(),
    }),
    fields: z.array(fieldDefSchema),
  })
  .meta({ id: "ModelDefinition", title: "Model definition" });

export const modelListSchema = z.object({ models: z.array(modelSummarySchema) });

const permissionsSchema = z.object({
  create: z.boolean(),
  updateAny: z.boolean(),
  updateOwn: z.boolean(),
  deleteAny: z.boolean(),
  deleteOwn: z.boolean(),
  softDelete: z.boolean(),
  restore: z.boolean(),
  readHidden: z.string(),
  readNonPublicFields: z.boolean(),
});

export const rolesSchema = z.object({
  roles: z.array(z.object({ role: z.enum(ROLES), models: z.record(z.string(), permissionsSchema) })),
  visibility: z.record(z.string(), z.string()).describe("Who may read a record of each visibility."),
});

export const versionSchema = z.object({
  api: z.string().describe("The API contract's version; changes only with breaking changes."),
  app: z.string().describe("The app's release version."),
});

export const summarize = (m: ModelDef) => ({
  name: m.name,
  plural: m.plural,
  label: m.label,
  description: m.description,
  methods: [...m.methods],
});

export function listModels() {
  return { models: models.map(summarize) };
}

/** One model by its singular or plural name; 404 otherwise. */
export function describeModel(name: string) {
  const m = findModel(name);
  if (!m) throw notFound(`The model "${name}"`);
  return {
    ...summarize(m),
    names: { singular: m.name, plural: m.plural, paths: [`/api/${m.plural}`, `/api/${m.name}`] },
    titleField: m.titleField,
    listColumns: [...m.listColumns],
    access: { ...m.access, create: m.access.create === "any" ? ("any" as const) : [...m.access.create] },
    fields: m.fields.map((f) => JSON.parse(JSON.stringify(f))),
  };
}

export const VISIBILITY_RULES = {
  public: "every signed-in caller",
  custom: "the creator, users in managedBy and visibleBy, moderators, admins",
  private: "the creator, users in managedBy, moderators, admins",
  secret: "the creator and admins",
};

export function describeAccess() {
  return { roles: describeRoles(models), visibility: VISIBILITY_RULES };
}

export const versionInfo = () => ({ api: API_VERSION, app: APP_VERSION });
