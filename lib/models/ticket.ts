import { commonFields, editable, idField, money } from "./common";
import type { ModelDef } from "./types";

/** Read-mostly: the origin lets ordinary users only read tickets, so every write is admin-only. */
export const ticket: ModelDef = {
  name: "ticket",
  plural: "tickets",
  label: "Tickets",
  description: "A ticket for an event, usually issued with a booking.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: false },
  titleField: "name",
  listColumns: ["name", "status", "event", "booking", "quantity", "created"],
  fields: [
    idField,
    editable("name", "String"),
    editable("quantity", "Integer"),
    { name: "email", type: "String", flags: ["Editable", "OwnerVisible"] },
    editable("status", "String"),
    editable("event", "String", { notes: "An event id" }),
    editable("booking", "String", { notes: "A booking id" }),
    money("price"),
    ...commonFields,
  ],
};
