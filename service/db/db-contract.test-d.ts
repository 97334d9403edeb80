// What the shared output schemas promise about a record must be what the database row holds, field by field.
// The only differences allowed: dates travel as ISO strings, a business carries its joined category and its hours
// (whose time zone and "known" flag are columns of its row), and a profile shows only some of its row's fields.
// (It sits in service/ because shared/ may not import the database schema.)
import { expectTypeOf, test } from "vitest";
import type { AdminProfile } from "../../shared/schemas/admin.ts";
import type { BlogPost } from "../../shared/schemas/blog.ts";
import type { Business } from "../../shared/schemas/business.ts";
import type { Category } from "../../shared/schemas/category.ts";
import type { Inquiry } from "../../shared/schemas/inquiry.ts";
import type { Review } from "../../shared/schemas/review.ts";
import type { Testimonial } from "../../shared/schemas/testimonial.ts";
import type { SignedInUser } from "../../shared/schemas/user.ts";
import type { admins, blogPosts, businesses, categories, inquiries, reviews, testimonials, users } from "./schema.ts";

/** A row as JSON carries it: each Date becomes its ISO string. */
type AsJson<Row> = {
  [Field in keyof Row]: Row[Field] extends Date ? string : Row[Field] extends Date | null ? string | null : Row[Field];
};

test("a business is its row plus the joined category, its hours columns read as its hours", () => {
  expectTypeOf<Omit<Business, "category" | "hours">>().toEqualTypeOf<
    AsJson<Omit<typeof businesses.$inferSelect, "timeZone" | "hoursKnown">>
  >();
  expectTypeOf<Business["hours"]["timeZone"]>().toEqualTypeOf<(typeof businesses.$inferSelect)["timeZone"]>();
  expectTypeOf<NonNullable<Business["category"]>>().toEqualTypeOf<
    Pick<typeof categories.$inferSelect, "name" | "slug" | "color">
  >();
});

test("a category, blog post, inquiry and testimonial are their rows", () => {
  expectTypeOf<Category>().toEqualTypeOf<AsJson<typeof categories.$inferSelect>>();
  expectTypeOf<BlogPost>().toEqualTypeOf<AsJson<typeof blogPosts.$inferSelect>>();
  expectTypeOf<Inquiry>().toEqualTypeOf<AsJson<typeof inquiries.$inferSelect>>();
  expectTypeOf<Testimonial>().toEqualTypeOf<AsJson<typeof testimonials.$inferSelect>>();
});

test("a review is its row with who wrote it reduced to whether they were signed in, and its owner's reply", () => {
  expectTypeOf<Omit<Review, "fromSignedInAccount" | "ownerReply">>().toEqualTypeOf<
    AsJson<Omit<typeof reviews.$inferSelect, "userId">>
  >();
  expectTypeOf<Review["fromSignedInAccount"]>().toEqualTypeOf<boolean>();
});

test("an admin profile and a signed-in visitor are the fields of their rows they show", () => {
  expectTypeOf<AdminProfile>().toEqualTypeOf<
    Pick<typeof admins.$inferSelect, "id" | "username" | "email" | "firstName" | "lastName" | "role">
  >();
  expectTypeOf<SignedInUser>().toEqualTypeOf<
    Pick<typeof users.$inferSelect, "firstName" | "lastName" | "email" | "profileImageUrl">
  >();
});
