import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../shared/schemas/admin.ts";
import { describeActivity } from "./activity.ts";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  adminId: 1,
  adminUsername: "ganga",
  actorKind: "admin",
  userId: null,
  entity: "business",
  entityId: "12",
  action: "update",
  changes: {},
  createdAt: "2026-03-10T12:00:00.000Z",
  ...fields,
});

describe("a Recent Activity entry", () => {
  it("names a created record and links to its edit screen", () => {
    expect(describeActivity(entry({ action: "create", changes: { name: "Ganga Yoga", location: "Tapovan" } }))).toEqual(
      {
        action: "created business",
        record: "Ganga Yoga",
        detail: undefined,
        to: "/businesses/12/edit",
      },
    );
  });

  it("names an updated record by its name now when the update left the name alone", () => {
    const approved = entry({ action: "approve", changes: { isActive: { from: false, to: true } } });
    expect(describeActivity({ ...approved, record: { name: "Ganga Yoga" } })).toMatchObject({
      action: "approved business",
      record: "Ganga Yoga",
      to: "/businesses/12/edit",
    });
  });

  it("says an owner's proposed changes, named by the owner's email, and an editor's decision on them", () => {
    const proposed = entry({ actorKind: "owner", userId: "u1", adminUsername: "asha@example.com", action: "propose" });
    expect(describeActivity({ ...proposed, record: { name: "Ganga Yoga" } })).toMatchObject({
      action: "proposed changes to business",
      record: "Ganga Yoga",
    });
    const approved = entry({ action: "approve-proposal", record: { name: "Ganga Yoga" } });
    expect(describeActivity(approved).action).toBe("approved the changes proposed to business");
  });

  it("does not link to a record deleted since", () => {
    const created = entry({ entity: "testimonial", action: "create", changes: { name: "Ana" }, record: null });
    expect(describeActivity(created)).toMatchObject({ record: "Ana", to: undefined });
    expect(describeActivity({ ...entry({ entity: "testimonial" }), record: null })).toMatchObject({
      record: "#12",
      to: undefined,
    });
  });

  it("names a record deleted since by the name it was deleted with", () => {
    const rated = entry({ entity: "testimonial", changes: { rating: { from: 5, to: 4 } }, record: null });
    expect(describeActivity({ ...rated, removedAs: "Ana" })).toMatchObject({ record: "Ana", to: undefined });
  });

  it("takes the new name of a renamed record, and a blog post's title", () => {
    const renamed = entry({
      entity: "category",
      entityId: "3",
      changes: { name: { from: "Yoga", to: "Yoga & Meditation" } },
    });
    expect(describeActivity(renamed)).toMatchObject({
      action: "updated category",
      record: "Yoga & Meditation",
      to: "/categories/3/edit",
    });
    const post = entry({
      entity: "blog_post",
      entityId: "7",
      action: "create",
      changes: { title: "Sunrise at Ram Jhula" },
    });
    expect(describeActivity(post)).toMatchObject({
      action: "created blog post",
      record: "Sunrise at Ram Jhula",
      to: "/blog/7/edit",
    });
  });

  it("falls back to the record's number when the changes hold no name", () => {
    const approved = entry({ action: "approve", changes: { isActive: { from: false, to: true } } });
    expect(describeActivity(approved)).toMatchObject({
      action: "approved business",
      record: "#12",
      to: "/businesses/12/edit",
    });
  });

  it("says which status an inquiry moved to, and links to the inquiries", () => {
    const marked = entry({
      entity: "inquiry",
      entityId: "4",
      action: "status",
      changes: { status: { from: "pending", to: "resolved" } },
    });
    expect(describeActivity(marked)).toEqual({
      action: "marked inquiry",
      record: "#4",
      detail: "as resolved",
      to: "/inquiries",
    });
  });

  it("names an inquiry or a review by who sent it", () => {
    const marked = entry({
      entity: "inquiry",
      entityId: "4",
      action: "status",
      changes: { status: { from: "pending", to: "responded" } },
    });
    expect(describeActivity({ ...marked, record: { name: "Asha Sharma" } })).toEqual({
      action: "marked inquiry",
      record: "from Asha Sharma",
      detail: "as responded",
      to: "/inquiries",
    });
    const review = entry({ entity: "review", entityId: "9", action: "status", changes: {}, record: null });
    expect(describeActivity({ ...review, removedAs: "Ravi" })).toMatchObject({
      action: "marked review",
      record: "from Ravi",
      to: undefined,
    });
  });

  it("does not link a deleted record", () => {
    const deleted = entry({
      entity: "testimonial",
      entityId: "2",
      action: "delete",
      changes: { name: "Ana", comment: "Calm" },
    });
    expect(describeActivity(deleted)).toEqual({
      action: "deleted testimonial",
      record: "Ana",
      detail: undefined,
      to: undefined,
    });
  });

  it("links home page content and testimonials to the home content screen", () => {
    const home = entry({ entity: "home_content", entityId: null, changes: { heroTitle: { from: "A", to: "B" } } });
    expect(describeActivity(home)).toEqual({
      action: "updated",
      record: "home page content",
      detail: undefined,
      to: "/home-content",
    });
    expect(
      describeActivity(entry({ entity: "testimonial", entityId: "5", changes: { rating: { from: 5, to: 4 } } })),
    ).toMatchObject({
      to: "/home-content",
    });
  });

  it("describes a password change without a record", () => {
    expect(describeActivity(entry({ entity: "admin", entityId: "1", action: "password" }))).toEqual({
      action: "changed their password",
      record: undefined,
      detail: undefined,
      to: undefined,
    });
  });

  it("names the release a rollback made live and links to the Publishing screen", () => {
    const rollback = entry({
      entity: "release",
      entityId: "2026-03-10T11-58-02-117Z",
      action: "rollback",
      changes: { live: { from: "2026-03-10T12-01-40-005Z", to: "2026-03-10T11-58-02-117Z" } },
    });
    expect(describeActivity(rollback)).toEqual({
      action: "rolled back the site to release",
      record: "2026-03-10T11-58-02-117Z",
      detail: undefined,
      to: "/publishing",
    });
  });
});
