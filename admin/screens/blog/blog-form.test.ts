import { describe, expect, it } from "vitest";
import {
  BlogPostInputSchema,
  READ_TIME_RANGE_MESSAGE,
  WHOLE_READ_TIME_MESSAGE,
  type BlogPost,
} from "../../../shared/schemas/blog.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../shared/schemas/fields.ts";
import { formValuesToInput, NEW_BLOG_VALUES, postToFormValues, readTimeFromText } from "./blog-form.ts";

const stored: BlogPost = {
  id: 3,
  title: "Sunrise at Triveni Ghat",
  slug: "sunrise-at-triveni-ghat",
  excerpt: null,
  content: "The aarti begins before dawn.",
  imageUrl: null,
  category: "spiritual",
  tags: ["ganga", "aarti"],
  readTime: 7,
  isPublished: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const parse = (values: typeof NEW_BLOG_VALUES) => BlogPostInputSchema.parse(formValuesToInput(values));

describe("the blog form", () => {
  it("starts a new post as a 5-minute draft", () => {
    expect(NEW_BLOG_VALUES.readTime).toBe("5");
    expect(NEW_BLOG_VALUES.isPublished).toBe(false);
  });

  it("shows a stored post with its tags as a comma list and empty optional fields", () => {
    expect(postToFormValues(stored)).toMatchObject({ excerpt: "", imageUrl: "", readTime: "7", tags: "ganga, aarti" });
  });

  it("sends the tags split on commas and trimmed, blanks dropped", () => {
    const input = parse({ ...postToFormValues(stored), tags: " yoga ,, river ,  " });
    expect(input.tags).toEqual(["yoga", "river"]);
  });

  it("sends what the form shows of a stored post unchanged", () => {
    expect(parse(postToFormValues(stored))).toEqual({
      title: "Sunrise at Triveni Ghat",
      slug: "sunrise-at-triveni-ghat",
      excerpt: null,
      content: "The aarti begins before dawn.",
      imageUrl: null,
      category: "spiritual",
      tags: ["ganga", "aarti"],
      readTime: 7,
      isPublished: true,
    });
  });

  it("asks for title, slug and content with the spec's message", () => {
    const result = BlogPostInputSchema.safeParse(formValuesToInput({ ...NEW_BLOG_VALUES, content: "   " }));
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields]).toEqual(["title", "slug", "content"]);
    for (const issue of result.error?.issues ?? []) {
      if (issue.path[0] !== "slug") expect(issue.message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
  });
});

describe("the read time", () => {
  it("falls back to 5 minutes when what was typed is not a number", () => {
    for (const typed of ["abc", "", "  ", "ten"]) expect(readTimeFromText(typed)).toBe(5);
  });

  it("keeps a typed number, and the schema holds it to 1-60 minutes", () => {
    expect(readTimeFromText(" 12 ")).toBe(12);
    const messageFor = (typed: string) =>
      BlogPostInputSchema.safeParse(formValuesToInput({ ...postToFormValues(stored), readTime: typed })).error
        ?.issues[0]?.message;
    for (const typed of ["0", "61"]) expect(messageFor(typed), typed).toBe(READ_TIME_RANGE_MESSAGE);
    // a fraction is within the range: it is told what is wrong with it
    expect(messageFor("2.5")).toBe(WHOLE_READ_TIME_MESSAGE);
  });
});
