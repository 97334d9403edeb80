// /owner/businesses/:businessId/figures (issue 44): how the business's page does, on its own clock. Page views per
// day (counted without cookies, bots left out), inquiries per week and the rating month by month, each a small chart
// with its numbers in a table for screen readers.
import type { OwnerFigures } from "../../../shared/schemas/owner-figures.ts";
import { LoadError, LoadingRows } from "../../components/feedback.tsx";
import { BusinessFrame } from "../components/BusinessFrame.tsx";
import { FigureChart } from "../components/FigureChart.tsx";
import { useOwnerFigures } from "../lib/reviews.ts";

const inUtc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
const dayShort = inUtc({ day: "numeric", month: "short" });
const dayLong = inUtc({ day: "numeric", month: "short", year: "numeric" });
const monthShort = inUtc({ month: "short", year: "numeric" });
const monthLong = inUtc({ month: "long", year: "numeric" });
/** A date ("2025-03-12") or month ("2025-03") of the business's clock, formatted as written (read as UTC). */
const formatted = (format: Intl.DateTimeFormat, date: string) =>
  format.format(new Date(`${date.padEnd(10, "-01")}T00:00:00Z`));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export default function OwnerFiguresScreen() {
  return (
    <BusinessFrame subtitle="How your page does: its views, the inquiries it brings, its rating.">
      {(business) => <Figures businessId={String(business.id)} />}
    </BusinessFrame>
  );
}

function Figures({ businessId }: { businessId: string }) {
  const figures = useOwnerFigures(businessId);
  if (figures.isPending) return <LoadingRows rows={3} label="Loading your figures..." />;
  if (figures.isError) {
    return <LoadError error={figures.error} onRetry={() => void figures.refetch()} what="Could not load the figures" />;
  }
  return <Charts figures={figures.data} />;
}

function Charts({ figures }: { figures: OwnerFigures }) {
  const { viewsPerDay, inquiriesPerWeek, ratingByMonth } = figures;
  const rating = ratingByMonth.at(-1)?.rating ?? null;
  return (
    <div className="space-y-6">
      <FigureChart
        title="Page views per day"
        summary={`${plural(sum(viewsPerDay.map((day) => day.views)), "view", "views")} in the last ${viewsPerDay.length} days. Visits by search engines and other bots are not counted.`}
        kind="bars"
        columns={["Day", "Views"]}
        points={viewsPerDay.map(({ day, views }) => ({
          label: formatted(dayLong, day),
          axisLabel: formatted(dayShort, day),
          value: views,
        }))}
      />
      <FigureChart
        title="Inquiries per week"
        summary={`${plural(sum(inquiriesPerWeek.map((week) => week.inquiries)), "inquiry", "inquiries")} in the last ${inquiriesPerWeek.length} weeks.`}
        kind="bars"
        columns={["Week starting", "Inquiries"]}
        points={inquiriesPerWeek.map(({ weekStart, inquiries }) => ({
          label: formatted(dayLong, weekStart),
          axisLabel: formatted(dayShort, weekStart),
          value: inquiries,
        }))}
      />
      <FigureChart
        title="Rating over time"
        summary={rating === null ? "No reviews yet." : `${rating.toFixed(1)} out of 5 now, month by month as it stood.`}
        kind="line"
        max={5}
        columns={["Month", "Rating at the month's end", "Reviews that month"]}
        points={ratingByMonth.map(({ month, rating: monthRating }) => ({
          label: formatted(monthLong, month),
          axisLabel: formatted(monthShort, month),
          value: monthRating,
        }))}
        cells={(point, index) => [
          point.value === null ? "No reviews yet" : point.value.toFixed(2),
          String(ratingByMonth[index]!.reviews),
        ]}
      />
    </div>
  );
}
