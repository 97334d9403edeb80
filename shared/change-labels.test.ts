import { describe, expect, it } from "vitest";
import { changeLabel, labelOfReason } from "./change-labels.ts";

describe("a change in the editor's words", () => {
  it("names a business by its name, other records with their kind, and what people sent by who sent it", () => {
    expect(changeLabel({ entity: "business", entityId: 1, action: "approve", name: "Ganga View" })).toBe(
      "Ganga View approved",
    );
    expect(changeLabel({ entity: "category", entityId: 2, action: "create", name: "Sound Healing" })).toBe(
      "Category Sound Healing created",
    );
    expect(changeLabel({ entity: "blog_post", entityId: 3, action: "delete", name: "Aarti at dusk" })).toBe(
      'Blog post "Aarti at dusk" deleted',
    );
    expect(changeLabel({ entity: "testimonial", entityId: 4, action: "update", name: "Ana" })).toBe(
      "Testimonial from Ana updated",
    );
  });

  it("says a status change by the new status", () => {
    const hidden = { status: { from: "published", to: "hidden" } };
    expect(changeLabel({ entity: "review", entityId: 9, action: "status", name: "Asha", changes: hidden })).toBe(
      "Review from Asha hidden",
    );
  });

  it("names the part of the home page a change touched", () => {
    const label = (changes: Record<string, unknown>) =>
      changeLabel({ entity: "home_content", action: "update", changes });
    expect(label({ ctaText: { from: "Go", to: "Explore" } })).toBe("Home page hero updated");
    expect(label({ showFeaturedSection: { from: true, to: false } })).toBe("Home page sections updated");
    expect(label({ heroTitle: { from: "A", to: "B" }, featuredSectionTitle: { from: "C", to: "D" } })).toBe(
      "Home page content updated",
    );
  });

  it("names a record by its id without a name, and leaves a reason that is not an admin write as it is", () => {
    expect(labelOfReason("category 4: delete")).toBe("Category #4 deleted");
    expect(labelOfReason("home_content: create")).toBe("Home page content created");
    expect(labelOfReason("Publish now")).toBe("Publish now");
    expect(labelOfReason("a photo's preview was made")).toBe("a photo's preview was made");
  });
});
