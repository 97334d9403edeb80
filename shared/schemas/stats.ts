import { z } from "zod";

export const PublicStatsSchema = z.object({ totalBusinesses: z.number().int() });
export type PublicStats = z.infer<typeof PublicStatsSchema>;

export const AdminStatsSchema = z.object({
  totalBusinesses: z.number().int(),
  totalPosts: z.number().int(),
  totalCategories: z.number().int(),
  totalInquiries: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
