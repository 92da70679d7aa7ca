import { describe, expect, it } from "vitest";
import { saveErrorView } from "@/components/form/save-error";
import { ApiClientError } from "@/lib/client/api";
import { findModel } from "@/lib/models";

const post = findModel("post")!;

describe("a failed save", () => {
  it("puts the server's details under the model's fields, a dotted path under its top field", () => {
    const error = new ApiClientError(400, "validation", "Invalid input.", [
      { field: "slug", message: "Taken." },
      { field: "meta.color", message: "Not a colour." },
      { field: "nope", message: "Not a field of post." },
      { message: "No field at all." },
    ]);
    expect(saveErrorView(post, error)).toEqual({
      fields: [
        { name: "slug", message: "Taken." },
        { name: "meta", message: "Not a colour." },
      ],
      formError: null,
      toast: "Invalid input.",
    });
  });

  it("shows the message above the form when no detail names a field", () => {
    const error = new ApiClientError(403, "forbidden", "Your role may not do that.", [{ field: "nope", message: "x" }]);
    expect(saveErrorView(post, error)).toEqual({
      fields: [],
      formError: "Your role may not do that.",
      toast: "Your role may not do that.",
    });
  });

  it("falls back to a generic toast for errors that are not the API's", () => {
    expect(saveErrorView(post, new Error("boom"))).toEqual({ fields: [], formError: "boom", toast: "Saving failed." });
    expect(saveErrorView(post, "odd")).toEqual({ fields: [], formError: "Saving failed.", toast: "Saving failed." });
  });
});
