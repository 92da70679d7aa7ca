import { describe, expect, it } from "vitest";
import { adminUserFromSession, pathWithQuery } from "@/lib/admin/session-user";

describe("the dashboard's view of the session", () => {
  it("takes the id, roles, email and name from session.user", () => {
    expect(adminUserFromSession({ user: { id: "u1", roles: ["moderator", "bogus"], email: "m@example.com", name: "Mo" } })).toEqual({
      id: "u1",
      email: "m@example.com",
      name: "Mo",
      roles: ["moderator"],
    });
  });

  it("is nobody without a user id", () => {
    expect(adminUserFromSession(null)).toBeNull();
    expect(adminUserFromSession({ user: { email: "x@example.com" } })).toBeNull();
  });

  it("keeps the page's path and query for callbackUrl", () => {
    expect(pathWithQuery("/admin/posts", { "f.tags.all": ["a", "b"], page: "2", none: undefined })).toBe(
      "/admin/posts?f.tags.all=a&f.tags.all=b&page=2",
    );
    expect(pathWithQuery("/admin")).toBe("/admin");
  });
});
