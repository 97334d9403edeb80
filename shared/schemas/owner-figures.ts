// The owner's figures (issue 44): GET /api/owner/businesses/{id}/figures, drawn as small charts with their numbers in
// a table (admin/owner/screens/figures/).
import { z } from "zod";

/** How far back each chart looks: a month of days, a quarter of weeks, a year of months. */
export const FIGURE_SPANS = { days: 30, weeks: 12, months: 12 } as const;

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OwnerFiguresSchema = z.object({
  /** the page's views on each of the last FIGURE_SPANS.days days, oldest first, today (the business's clock) last */
  viewsPerDay: z.array(z.object({ day: localDate, views: z.number().int() })),
  /** inquiries received in each of the last FIGURE_SPANS.weeks weeks (Monday to Sunday), this week last */
  inquiriesPerWeek: z.array(z.object({ weekStart: localDate, inquiries: z.number().int() })),
  /**
   * each of the last FIGURE_SPANS.months months ("YYYY-MM"): the rating as it stood at the month's end (the average
   * of the published reviews written until then, 2 decimals; null before the first) and the reviews written in it
   */
  ratingByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), rating: z.number().nullable(), reviews: z.number().int() }),
  ),
});
export type OwnerFigures = z.infer<typeof OwnerFiguresSchema>;
