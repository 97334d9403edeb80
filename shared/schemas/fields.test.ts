import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "../constants.ts";
import { slugify } from "../slug.ts";
import { BlogPostInputSchema } from "./blog.ts";
import { CategoryInputSchema } from "./category.ts";
import { REQUIRED_FIELDS_MESSAGE } from "./fields.ts";
import { toApiErrorBody } from "./validation.ts";

const category = { name: "Sound Healing", slug: "sound-healing" };
const post = { title: "Morning aarti", slug: "morning-aarti", content: "By the river", category: "spiritual" };

function slugError(schema: typeof CategoryInputSchema | typeof BlogPostInputSchema, input: object) {
  const result = schema.safeParse(input);
  return result.success ? undefined : toApiErrorBody(result.error).errors?.slug;
}

describe("slug fields of the category and blog forms", () => {
  it("accept a slug up to the limit, such as one slugify() proposes for a long title", () => {
    expect(CategoryInputSchema.safeParse({ ...category, slug: "a".repeat(SLUG_MAX_LENGTH) }).success).toBe(true);
    expect(BlogPostInputSchema.safeParse({ ...post, slug: slugify("A very long title ".repeat(20)) }).success).toBe(
      true,
    );
  });

  it("refuse an overlong slug with its own message", () => {
    const tooLong = "a".repeat(SLUG_MAX_LENGTH + 1);
    const message = `Slug must be at most ${SLUG_MAX_LENGTH} characters`;
    expect(slugError(CategoryInputSchema, { ...category, slug: tooLong })).toBe(message);
    expect(slugError(BlogPostInputSchema, { ...post, slug: tooLong })).toBe(message);
  });

  it("refuse a missing slug with the forms' required-fields message, and a malformed one", () => {
    expect(slugError(CategoryInputSchema, { ...category, slug: "  " })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(slugError(BlogPostInputSchema, { ...post, slug: "Not A Slug" })).toMatch(/lowercase letters/);
  });
});
