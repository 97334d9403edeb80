// A small chart of one figure over time (issue 44): bars for counts, a line for the rating. The drawing is for the
// eye only (a pointer over a bar or point shows its number); the same numbers are in a table that screen readers
// read in its place, so nothing is told by the picture alone.

export interface ChartPoint {
  /** the period in full, for the table: "12 Mar 2025" */
  label: string;
  /** the period as the axis names it: "12 Mar" */
  axisLabel: string;
  /** null: nothing to draw (a rating before the first review) */
  value: number | null;
}

interface FigureChartProps {
  title: string;
  /** one line under the title: the total, or where the figure stands now */
  summary: string;
  points: ChartPoint[];
  kind: "bars" | "line";
  /** the table's columns: the period's, the value's, then any more (with each row's extra cells) */
  columns: string[];
  /** each row's cells after the period, in `columns` order; the value itself by default */
  cells?: (point: ChartPoint, index: number) => string[];
  /** the top of the scale; the largest value by default (at least 1) */
  max?: number;
}

const WIDTH = 600;
const HEIGHT = 160;
/** room under the axis line; the scale's top and the first and last periods are named in HTML around the drawing, so
 * their text keeps its size however wide the chart is drawn */
const AXIS = 4;

export function FigureChart({ title, summary, points, kind, columns, cells, max }: FigureChartProps) {
  const top = max ?? Math.max(1, ...points.map((point) => point.value ?? 0));
  const step = WIDTH / points.length;
  const y = (value: number) => HEIGHT - AXIS - (value / top) * (HEIGHT - AXIS - 8);
  const id = title.toLowerCase().replace(/[^a-z]+/g, "-");
  const line = points
    .map((point, index) => (point.value === null ? null : `${index * step + step / 2},${y(point.value)}`))
    .filter((point) => point !== null)
    .join(" ");
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{summary}</p>
      <p className="mt-4 text-xs text-stone-700" aria-hidden="true">
        {top}
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-stone-300" />
        {kind === "bars"
          ? points.map((point, index) => (
              <rect
                key={point.label}
                x={index * step + step * 0.15}
                width={step * 0.7}
                y={y(point.value ?? 0)}
                height={HEIGHT - AXIS - y(point.value ?? 0)}
                className="fill-orange-700"
              >
                <title>{`${point.label}: ${point.value ?? 0}`}</title>
              </rect>
            ))
          : [
              line && <polyline key="line" points={line} fill="none" strokeWidth="3" className="stroke-orange-700" />,
              ...points.map(
                (point, index) =>
                  point.value !== null && (
                    <circle
                      key={point.label}
                      cx={index * step + step / 2}
                      cy={y(point.value)}
                      r="5"
                      className="fill-orange-700"
                    >
                      <title>{`${point.label}: ${point.value}`}</title>
                    </circle>
                  ),
              ),
            ]}
      </svg>
      <p className="flex justify-between text-xs text-stone-700" aria-hidden="true">
        <span>{points[0]?.axisLabel}</span>
        <span>{points.at(-1)?.axisLabel}</span>
      </p>
      {/* a table ignores sr-only's width and overflow, and widened a phone's page: its box hides it instead */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {(cells?.(point, index) ?? [String(point.value ?? "")]).map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
