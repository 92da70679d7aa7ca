import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface DmmfField {
  name: string;
  kind: "scalar" | "object" | "enum";
  type: string;
  isRequired: boolean;
  isList: boolean;
  isUnique: boolean;
  isId: boolean;
  hasDefaultValue: boolean;
  default?: unknown;
  dbName?: string | null;
}
export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  uniqueIndexes: { fields: string[] }[];
}

/** Prisma's DMMF of prisma/schema.prisma, from Prisma's own schema WebAssembly (no native engine needed). */
export function loadDmmf(): {
  models: DmmfModel[];
  indexes: { model: string; type: string; fields: { name: string }[]; algorithm?: string }[];
} {
  const wasm = require("@prisma/prisma-schema-wasm");
  const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
  const dmmf = JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema: schema })));
  return { models: dmmf.datamodel.models, indexes: dmmf.datamodel.indexes ?? [] };
}
