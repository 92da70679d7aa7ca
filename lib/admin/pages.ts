import "server-only";
import { notFound } from "next/navigation";
import { modelsForRoles } from "@/lib/auth/permissions";
import { findModel, type ModelDef, models } from "@/lib/models";
import type { AdminUser } from "./session-user";

/** The model of an admin URL, if the user's role works with it; anything else is a 404. */
export function adminModel(user: AdminUser, name: string): ModelDef {
  const model = findModel(name);
  if (!model || !modelsForRoles(models, user.roles).some((m) => m.name === model.name)) notFound();
  return model;
}
