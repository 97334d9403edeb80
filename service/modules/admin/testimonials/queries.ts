import { asc, eq } from "drizzle-orm";
import { TESTIMONIAL_NOT_FOUND } from "../../../../shared/messages.ts";
import type { TestimonialValues } from "../../../../shared/schemas/testimonial.ts";
import type { Database } from "../../../db/client.ts";
import { testimonials } from "../../../db/schema.ts";
import { NotFoundError } from "../../../errors.ts";
import { changesNothing } from "../../../audit/queries.ts";

/** All of them (they are few), inactive ones included, in the order the home page shows them. */
export async function listAllTestimonials(db: Database) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return { rows, total: rows.length };
}

export async function createTestimonial(db: Database, values: TestimonialValues) {
  const [created] = await db.insert(testimonials).values(values).returning();
  return created!;
}

export async function findTestimonial(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(testimonials).where(eq(testimonials.id, id));
  const [testimonial] = await (options.forUpdate ? query.for("update") : query);
  if (!testimonial) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
  return testimonial;
}

/** Writes the fields given; the others keep their stored value. */
export async function updateTestimonial(db: Database, id: number, changes: Partial<TestimonialValues>) {
  const before = await findTestimonial(db, id, { forUpdate: true });
  if (changesNothing(before, changes)) return { before, after: before };
  const [after] = await db
    .update(testimonials)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  return { before, after: after! };
}

export async function deleteTestimonial(db: Database, id: number) {
  const [removed] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  if (!removed) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
  return removed;
}
