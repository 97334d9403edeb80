import { asc, eq } from "drizzle-orm";
import type { PageQuery } from "../../../shared/schemas/paging.ts";
import type { PublicTestimonial } from "../../../shared/schemas/testimonial.ts";
import type { Database } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { onePage } from "../paging.ts";

const isActive = eq(testimonials.isActive, true);

/** Active testimonials in the admin's order (one page, or all without one); the home page reads the comment as `content`. */
export function listPublicTestimonials(db: Database, page?: PageQuery): Promise<PublicTestimonial[]> {
  const query = db
    .select({
      id: testimonials.id,
      content: testimonials.comment,
      name: testimonials.name,
      location: testimonials.location,
      avatar: testimonials.avatar,
    })
    .from(testimonials)
    .where(isActive)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return onePage(query.$dynamic(), page);
}

export const countPublicTestimonials = (db: Database) => db.$count(testimonials, isActive);
