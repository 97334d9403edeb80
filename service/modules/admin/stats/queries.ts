import type { AdminStats } from "../../../../shared/schemas/stats.ts";
import type { Database } from "../../../db/client.ts";
import { blogPosts, businesses, categories, inquiries } from "../../../db/schema.ts";

/** Everything counts here, drafts and listings awaiting approval included. */
export async function readAdminStats(db: Database): Promise<AdminStats> {
  const [totalBusinesses, totalPosts, totalCategories, totalInquiries] = await Promise.all([
    db.$count(businesses),
    db.$count(blogPosts),
    db.$count(categories),
    db.$count(inquiries),
  ]);
  return { totalBusinesses, totalPosts, totalCategories, totalInquiries };
}
