import { type FieldDef, has, type ModelDef, ROLES, type Role } from "../models/types";
import type { Caller } from "./caller";
import { hasAnyRole, isAdmin, isModerator } from "./caller";

/**
 * Who may do what (api-contract.md, "Who may do what"), as pure functions of the caller, the model and the
 * record. Operations enforce them; the dashboard and the Meta roles endpoint only describe them. The SQL
 * form of the read rule lives beside the list query (lib/query/visibility-sql.ts) and is tested against this one.
 */

export interface AccessRecord {
  _id?: string;
  visibility?: string | null;
  createdBy?: string | null;
  managedBy?: readonly string[] | null;
  visibleBy?: readonly string[] | null;
}

/** The record's creator; for a user record also the user itself. */
export function isOwner(caller: Caller | null, model: ModelDef, record: AccessRecord): boolean {
  if (!caller) return false;
  return record.createdBy === caller.id || (model.name === "user" && record._id === caller.id);
}

const isManager = (caller: Caller | null, record: AccessRecord) => !!caller && !!record.managedBy?.includes(caller.id);

export function canRead(caller: Caller | null, model: ModelDef, record: AccessRecord): boolean {
  if (!caller) return false;
  if (isAdmin(caller) || isOwner(caller, model, record)) return true;
  switch (record.visibility ?? "public") {
    case "public":
      return true;
    case "custom":
      return isModerator(caller) || isManager(caller, record) || !!record.visibleBy?.includes(caller.id);
    case "private":
      return isModerator(caller) || isManager(caller, record);
    default:
      return false; // secret, or a value we do not know: creator and admins only
  }
}

/** Fields without the Public flag go to moderators and admins; OwnerVisible ones also to the owner. */
export function canReadField(caller: Caller | null, model: ModelDef, field: FieldDef, record: AccessRecord): boolean {
  if (has(field, "Public")) return true;
  if (isModerator(caller)) return true;
  return has(field, "OwnerVisible") && isOwner(caller, model, record);
}

/** Fields a caller may name in `where`, `sort_by` and `fields`: those readable on every record it can see. */
export function listableFields(caller: Caller | null, model: ModelDef): FieldDef[] {
  return model.fields.filter((f) => has(f, "Public") || isModerator(caller));
}

export function canCreate(caller: Caller | null, model: ModelDef): boolean {
  if (!caller || !model.methods.includes("POST")) return false;
  return model.access.create === "any" || hasAnyRole(caller, model.access.create) || isAdmin(caller);
}

/** Update (PATCH, PUT) and soft delete: owner and managers (where the model lets owners write), moderators where allowed, admins. */
export function canUpdate(caller: Caller | null, model: ModelDef, record: AccessRecord): boolean {
  if (!caller) return false;
  if (isAdmin(caller)) return true;
  if (model.access.moderatorsUpdate && isModerator(caller)) return true;
  return model.access.ownerWrites && (isOwner(caller, model, record) || isManager(caller, record));
}

export function canDelete(caller: Caller | null, model: ModelDef, record: AccessRecord): boolean {
  if (!caller) return false;
  return isAdmin(caller) || (model.access.creatorDeletes && record.createdBy === caller.id);
}

export const canRestore = (caller: Caller | null) => isModerator(caller);
export const canSeeTrash = (caller: Caller | null) => isModerator(caller);

/** A field the caller may write, given that it is Editable: `user.roles` is admin-only. */
export function canWriteField(caller: Caller | null, field: FieldDef): boolean {
  return !field.writeRoles || hasAnyRole(caller, field.writeRoles);
}

/** Models a role works with in the dashboard: those it may create, moderate, or (admins) all. */
export function modelsForRoles(models: readonly ModelDef[], roles: readonly Role[]): ModelDef[] {
  const caller: Caller = { id: "", roles, via: "internal" };
  return models.filter((m) => isAdmin(caller) || canCreate(caller, m) || (m.access.moderatorsUpdate && isModerator(caller)));
}

/** A readable summary of the rules per role, for the Meta roles endpoint and the docs. */
export function describeRoles(models: readonly ModelDef[]) {
  return ROLES.map((role) => {
    const caller: Caller = { id: "", roles: [role], via: "internal" };
    return {
      role,
      models: Object.fromEntries(
        models.map((m) => [
          m.name,
          {
            create: canCreate(caller, m),
            updateAny: isAdmin(caller) || (m.access.moderatorsUpdate && isModerator(caller)),
            updateOwn: isAdmin(caller) || m.access.ownerWrites,
            deleteAny: m.methods.includes("DELETE") && isAdmin(caller),
            deleteOwn: m.methods.includes("DELETE") && (isAdmin(caller) || m.access.creatorDeletes),
            softDelete: m.methods.includes("SOFT_DELETE"),
            restore: m.methods.includes("SOFT_DELETE") && canRestore(caller),
            readHidden: isModerator(caller) ? "custom and private records; secret only when admin" : "own, managed and shared records",
            readNonPublicFields: isModerator(caller),
          },
        ]),
      ),
    };
  });
}
