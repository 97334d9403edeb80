// The column defaults live in the migrations; these checks keep them equal to the shared constants the forms use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOG_READ_TIME,
  DEFAULT_BLOG_IS_PUBLISHED,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  DEFAULT_INQUIRY_STATUS,
} from "../../shared/constants.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/database.ts";
import { insertBusiness, insertCategory } from "../test-support/fixtures.ts";
import { blogPosts, categories, inquiries } from "./schema.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("column defaults of the migrated database", () => {
  it("gives a new category the default icon and colour", async () => {
    const [category] = await database.db
      .insert(categories)
      .values({ name: "Sound Healing", slug: "sound-healing" })
      .returning();
    expect(category).toMatchObject({ icon: DEFAULT_CATEGORY_ICON, color: DEFAULT_CATEGORY_COLOR });
  });

  it("stores a new blog post as an unpublished draft with the default read time", async () => {
    const [post] = await database.db
      .insert(blogPosts)
      .values({ title: "Notes", slug: "notes", content: "Draft", category: "yoga" })
      .returning();
    expect(post).toMatchObject({ isPublished: DEFAULT_BLOG_IS_PUBLISHED, readTime: BLOG_READ_TIME.default });
    expect(post!.isPublished).toBe(false);
  });

  it("starts a new inquiry as pending", async () => {
    const business = await insertBusiness(database.db, { categoryId: (await insertCategory(database.db)).id });
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        businessId: business.id,
        customerName: "Mira",
        customerEmail: "mira@example.com",
        message: "Rooms in March?",
      })
      .returning();
    expect(inquiry!.status).toBe(DEFAULT_INQUIRY_STATUS);
  });
});
