import { commonFields, editable, idField, money } from "./common";
import type { ModelDef } from "./types";

export const BOOKING_STATUS = ["open", "pending", "confirmed", "paid", "checked-in", "checked-out", "cancelled", "rejected"] as const;

export const booking: ModelDef = {
  name: "booking",
  plural: "bookings",
  label: "Bookings",
  description: "A booking or reservation of a listing or an event.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: true },
  titleField: "_id",
  listColumns: ["_id", "status", "checkin", "checkout", "listing", "adults", "created"],
  fields: [
    idField,
    { name: "status", type: "Enum", values: BOOKING_STATUS, flags: ["Public", "Editable", "Indexed"], default: "open" },
    editable("checkin", "Date"),
    editable("checkout", "Date"),
    editable("start", "Date"),
    editable("end", "Date"),
    editable("listing", "String", { notes: "A listing id" }),
    editable("description", "String", { widget: "textarea" }),
    editable("message", "String", { widget: "textarea" }),
    editable("eventId", "String"),
    editable("ticketOption", "String"),
    editable("foodOption", "Enum", { values: ["basic", "chef", "no_food"], default: "no_food" }),
    editable("adults", "Integer"),
    editable("children", "Integer"),
    editable("infants", "Integer"),
    editable("pets", "Boolean"),
    editable("doesNeedPickup", "Boolean", { default: false }),
    editable("doesNeedSeparateBeds", "Boolean", { default: false }),
    editable("isTeamBooking", "Boolean", { default: false }),
    money("total"),
    { name: "transactionId", type: "String", flags: ["Public", "Editable", "Unique", "Sparse"] },
    { name: "charge", type: "Object", flags: ["Editable"] },
    { name: "paymentIntent", type: "String", flags: ["Editable"] },
    ...commonFields,
  ],
};
