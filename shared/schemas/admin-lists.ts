// The query of each admin list and the answers of the summary calls: the service parses with these,
// and the admin app builds its URLs and reads its answers with them. Lists answer a JSON array of one
// page and the number of matches in all in the X-Total-Count header (TOTAL_COUNT_HEADER).
import { z } from "zod";
import {
  ADMIN_BUSINESS_FILTERS,
  ADMIN_INQUIRY_FILTERS,
  ADMIN_PAGE,
  ADMIN_REVIEW_FILTERS,
  SEARCH_TEXT_MAX_LENGTH,
} from "../constants.ts";
import { CategorySchema } from "./category.ts";
import { text } from "./fields.ts";
import { pageQueryFields, withoutEmptyParams } from "./paging.ts";

/** Free text matched case-insensitively as a substring (% and _ are plain characters); empty means none. */
const searchText = text("Search text", SEARCH_TEXT_MAX_LENGTH).optional();

const pageFields = pageQueryFields(ADMIN_PAGE);

/** A list query whose empty parameters (`?q=&status=`) mean "not set", as a form would send them. */
const listQuery = <Shape extends z.ZodRawShape>(shape: Shape) => z.preprocess(withoutEmptyParams, z.object(shape));

/** GET /api/admin/businesses: q over name and location; newest first. */
export const AdminBusinessListQuerySchema = listQuery({
  q: searchText,
  status: z
    .enum(ADMIN_BUSINESS_FILTERS, { message: `Status must be one of ${ADMIN_BUSINESS_FILTERS.join(", ")}` })
    .default("all"),
  ...pageFields,
});

/** GET /api/admin/inquiries: q over customer name, email, subject, message and business name; newest first. */
export const AdminInquiryListQuerySchema = listQuery({
  q: searchText,
  status: z
    .enum(ADMIN_INQUIRY_FILTERS, { message: `Status must be one of ${ADMIN_INQUIRY_FILTERS.join(", ")}` })
    .default("all"),
  ...pageFields,
});

/** GET /api/admin/reviews: q over name, location, title, comment and business name; newest first. */
export const AdminReviewListQuerySchema = listQuery({
  q: searchText,
  status: z
    .enum(ADMIN_REVIEW_FILTERS, { message: `Status must be one of ${ADMIN_REVIEW_FILTERS.join(", ")}` })
    .default("all"),
  ...pageFields,
});

/** GET /api/admin/blog: q over title and category; newest first, drafts included. */
export const AdminBlogListQuerySchema = listQuery({ q: searchText, ...pageFields });

/** GET /api/admin/builds: the builds of the public site, newest first. */
export const AdminBuildListQuerySchema = listQuery({ ...pageFields });

/** GET /api/admin/webhook-deliveries: the deploy webhooks and S3 uploads, newest first. */
export const AdminDeliveryListQuerySchema = listQuery({ ...pageFields });

/** GET /api/admin/categories: q over name and description; every match (categories are few). */
export const AdminCategoryListQuerySchema = listQuery({ q: searchText });

/** A row of GET /api/admin/categories: the category and how many businesses use it, awaiting approval included. */
export const AdminCategorySchema = CategorySchema.extend({ businessCount: z.number().int() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** GET /api/admin/businesses/summary: counts over every business; pending = awaiting approval. */
export const AdminBusinessSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  active: z.number().int(),
  verified: z.number().int(),
  featured: z.number().int(),
});
export type AdminBusinessSummary = z.infer<typeof AdminBusinessSummarySchema>;

/** GET /api/admin/blog/summary: averageReadTime in whole minutes, 0 without posts. */
export const AdminBlogSummarySchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  averageReadTime: z.number().int(),
});
export type AdminBlogSummary = z.infer<typeof AdminBlogSummarySchema>;
