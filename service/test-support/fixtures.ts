// Small factories for test data: each fills the required fields and takes overrides.
import type { Database } from "../db/client.ts";
import { blogPosts, businesses, categories, inquiries, reviews, testimonials } from "../db/schema.ts";

let counter = 0;
const next = () => ++counter;

export async function insertCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, description: "A test category", ...overrides })
    .returning();
  return row!;
}

export async function insertBusiness(
  db: Database,
  overrides: Partial<typeof businesses.$inferInsert> & { categoryId: number },
) {
  const n = next();
  const [row] = await db
    .insert(businesses)
    .values({
      name: `Business ${n}`,
      description: "A place used by the tests, by the river.",
      location: "Tapovan",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertReview(
  db: Database,
  overrides: Partial<typeof reviews.$inferInsert> & { businessId: number },
) {
  const [row] = await db
    .insert(reviews)
    .values({ customerName: "Asha", rating: 5, comment: "Lovely", ...overrides })
    .returning();
  return row!;
}

export async function insertBlogPost(db: Database, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: "Line one\nLine two",
      category: "yoga",
      isPublished: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertInquiry(
  db: Database,
  overrides: Partial<typeof inquiries.$inferInsert> & { businessId: number },
) {
  const [row] = await db
    .insert(inquiries)
    .values({ customerName: "Mira", customerEmail: "mira@example.com", message: "Rooms in March?", ...overrides })
    .returning();
  return row!;
}

export async function insertTestimonial(db: Database, overrides: Partial<typeof testimonials.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(testimonials)
    .values({
      name: `Traveller ${n}`,
      location: "Berlin",
      rating: 5,
      comment: "The best week of my year.",
      avatar: `https://i.pravatar.cc/150?img=${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}
