import { asc, eq } from "drizzle-orm";
import type { PublicTestimonial } from "../../../shared/schemas/testimonial.ts";
import type { Database } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";

/** Active testimonials in the admin's order; the home page reads the comment as `content`. */
export function listPublicTestimonials(db: Database): Promise<PublicTestimonial[]> {
  return db
    .select({
      id: testimonials.id,
      content: testimonials.comment,
      name: testimonials.name,
      location: testimonials.location,
      avatar: testimonials.avatar,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}
