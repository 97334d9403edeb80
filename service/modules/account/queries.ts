// What a signed-in visitor sees of their own: the reviews they wrote and the inquiries they sent while signed in.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { businesses, inquiries, reviews } from "../../db/schema.ts";

const business = { id: businesses.id, name: businesses.name };

export function listOwnReviews(db: Database, userId: string) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      status: reviews.status,
      createdAt: reviews.createdAt,
      business,
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export function listOwnInquiries(db: Database, userId: string) {
  return db
    .select({
      id: inquiries.id,
      subject: inquiries.subject,
      message: inquiries.message,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
      business,
    })
    .from(inquiries)
    .innerJoin(businesses, eq(businesses.id, inquiries.businessId))
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}
