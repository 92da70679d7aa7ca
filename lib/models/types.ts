/**
 * The vocabulary of the model registry. Every model is declared once with these types; zod schemas,
 * SQL, the OpenAPI document, the Meta endpoints and the dashboard are all derived from the declarations.
 */
export const FIELD_TYPES = ["String", "Integer", "Boolean", "Date", "Enum", "Array", "Object"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FLAGS = ["Public", "Required", "Unique", "Editable", "Indexed", "Sparse", "OwnerVisible"] as const;
export type Flag = (typeof FLAGS)[number];

export const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE", "SOFT_DELETE"] as const;
export type Method = (typeof METHODS)[number];

export const ROLES = ["admin", "moderator", "content-creator", "member"] as const;
export type Role = (typeof ROLES)[number];

/** How the dashboard renders a String field; derived defaults come from the field name. */
export type Widget = "text" | "textarea" | "url" | "richtext" | "json" | "tags" | "datetime";

export interface FieldDef {
  name: string;
  type: FieldType;
  flags: readonly Flag[];
  /** Applied on create when the field is absent. JSON value. */
  default?: unknown;
  /** Allowed values of an Enum field. */
  values?: readonly string[];
  /** Element type of an Array field: strings are PostgreSQL text[], objects live in JSONB. */
  of?: "String" | "Object";
  /** An Object with the origin's money shape `{ val: number, cur: string }`. */
  shape?: "money";
  /** Only these roles may write the field even though it is Editable (user.roles). */
  writeRoles?: readonly Role[];
  /** Set by the server, never by a body. */
  managed?: "id" | "created" | "updated" | "createdBy" | "deleted" | "reportedBy";
  widget?: Widget;
  notes?: string;
}

export interface ModelAccess {
  /** Roles that may create a record; "any" means every authenticated user. */
  create: readonly Role[] | "any";
  /** Moderators may update and soft delete records of this model. */
  moderatorsUpdate: boolean;
  /** Besides admins, the record's creator may delete it permanently. */
  creatorDeletes: boolean;
  /** Writes beyond create are limited to these roles (plus owners unless ownerWrites is false). */
  ownerWrites: boolean;
}

export interface ModelDef {
  name: string;
  plural: string;
  label: string;
  description: string;
  methods: readonly Method[];
  fields: readonly FieldDef[];
  access: ModelAccess;
  /** Field shown as a record's title in the dashboard. */
  titleField: string;
  /** Columns shown by default in the dashboard list. */
  listColumns: readonly string[];
}

export const has = (field: FieldDef, flag: Flag): boolean => field.flags.includes(flag);
