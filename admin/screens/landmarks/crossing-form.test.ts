import { describe, expect, it } from "vitest";
import { CrossingInputSchema } from "../../../shared/schemas/geo.ts";
import { crossingToFormValues, formValuesToInput, localToday } from "./crossing-form.ts";
import type { AdminCrossing } from "./queries.ts";

const ramJhula: AdminCrossing = {
  id: 1,
  slug: "ram-jhula",
  name: "Ram Jhula",
  kind: "bridge",
  openOnFoot: true,
  statusNote: "Open to people on foot and two-wheelers",
  statusDate: "2026-03-01",
  statusSource: "Site visit",
  leftBank: { latitude: 30.124, longitude: 78.3155 },
  rightBank: { latitude: 30.1226, longitude: 78.3133 },
  coordinatesSource: "OpenStreetMap way 1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the crossing form", () => {
  it("sends the whole crossing back as it was when nothing is changed", () => {
    const input = CrossingInputSchema.parse(formValuesToInput(crossingToFormValues(ramJhula)));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = ramJhula;
    expect(input).toEqual(stored);
  });

  it("closes a crossing to people on foot with its note and date", () => {
    const values = {
      ...crossingToFormValues(ramJhula),
      status: "closed" as const,
      statusNote: "Closed for repairs",
      statusDate: "2026-11-28",
    };
    expect(CrossingInputSchema.parse(formValuesToInput(values))).toMatchObject({
      openOnFoot: false,
      statusNote: "Closed for repairs",
      statusDate: "2026-11-28",
    });
  });

  it("refuses a status date that is not a day of the calendar", () => {
    const result = CrossingInputSchema.safeParse(
      formValuesToInput({ ...crossingToFormValues(ramJhula), statusDate: "2026-02-30" }),
    );
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["statusDate"]);
  });

  it("dates a changed status on the editor's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
    expect(localToday(new Date(2026, 11, 31, 0, 10))).toBe("2026-12-31");
  });
});
