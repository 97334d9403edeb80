import { describe, expect, it } from "vitest";
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { businessMap, crossingLabel, MAP_FONT_SIZE, MAP_SIZE, mapWords, type MappedBusiness } from "./business-map.ts";

const dated = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
const crossing = (
  slug: string,
  name: string,
  openOnFoot: boolean,
  left: [number, number],
  right: [number, number],
) => ({
  ...dated,
  id: slug.length,
  slug,
  name,
  kind: "bridge" as const,
  openOnFoot,
  statusNote: "",
  statusDate: "2026-01-01",
  statusSource: "test",
  leftBank: { latitude: left[0], longitude: left[1] },
  rightBank: { latitude: right[0], longitude: right[1] },
  coordinatesSource: "test",
});
const landmark = (
  slug: string,
  name: string,
  latitude: number,
  longitude: number,
  crossingSlug: string | null = null,
) => ({
  ...dated,
  id: slug.length,
  slug,
  name,
  kind: crossingSlug ? ("bridge" as const) : ("ashram" as const),
  latitude,
  longitude,
  bank: null,
  riverBank: "right" as const,
  crossing: crossingSlug,
  source: "test",
});

/** Ram Jhula's stretch of the river as the demo seeds it, and Laxman Jhula's far upstream. */
const geography: SiteSnapshot["geography"] = {
  river: {
    name: "Ganga",
    source: "test",
    points: [
      { latitude: 30.1275, longitude: 78.3308 },
      { latitude: 30.1235, longitude: 78.318 },
      { latitude: 30.12325, longitude: 78.31445 },
      { latitude: 30.119, longitude: 78.313 },
      { latitude: 30.1141, longitude: 78.31015 },
      { latitude: 30.104, longitude: 78.3 },
    ],
  },
  crossings: [
    crossing("ram-jhula", "Ram Jhula", true, [30.1225, 78.3152], [30.124, 78.3137]),
    crossing("janki-setu", "Janki Setu", false, [30.1135, 78.3113], [30.1147, 78.309]),
    crossing("laxman-jhula", "Laxman Jhula", false, [30.1253, 78.3299], [30.126, 78.3287]),
  ],
  landmarks: [
    landmark("ram-jhula", "Ram Jhula", 30.12325, 78.31445, "ram-jhula"),
    landmark("sivananda-ashram", "Sivananda Ashram", 30.1245, 78.313),
    landmark("parmarth-niketan", "Parmarth Niketan", 30.1184, 78.3143),
  ],
};

const walk = (slug: string, name: string, minutes: number, crossingSlug?: string) => ({
  slug,
  name,
  kind: "ashram",
  meters: minutes * 75,
  minutes,
  crossing: crossingSlug ? { slug: crossingSlug, name: crossingSlug === "ram-jhula" ? "Ram Jhula" : "" } : null,
});

/** A massage room at Ram Jhula's east end, reaching Sivananda Ashram across the bridge. */
const business: MappedBusiness = {
  name: "Marma Touch Therapy",
  latitude: 30.12215,
  longitude: 78.3155,
  riverBank: "left",
  nearestLandmarks: [
    walk("ram-jhula", "Ram Jhula", 1),
    walk("parmarth-niketan", "Parmarth Niketan", 8),
    walk("sivananda-ashram", "Sivananda Ashram", 5, "ram-jhula"),
  ],
};

const within = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= MAP_SIZE.width && y >= 0 && y <= MAP_SIZE.height;

describe("a business page's map", () => {
  it("shows the pin, its landmarks and the crossing its walks take, with the river running through", () => {
    const map = businessMap(business, geography);

    expect(within(map.pin)).toBe(true);
    expect(map.landmarks.map(({ name }) => name)).toEqual(["Parmarth Niketan", "Sivananda Ashram"]);
    for (const { at } of map.landmarks) expect(within(at)).toBe(true);
    const ramJhula = map.crossings.find(({ name }) => name === "Ram Jhula")!;
    expect(ramJhula.open).toBe(true);
    expect(within(ramJhula.from) && within(ramJhula.to)).toBe(true);
    expect(map.river?.split(" ").length).toBeGreaterThanOrEqual(2);
    expect(map.description).toBe(
      "Marma Touch Therapy is marked by the pin on the east bank (Swarg Ashram side), near Ram Jhula, Parmarth Niketan, " +
        "Sivananda Ashram. The Ganga runs across the map. Open to walk across: Ram Jhula.",
    );
  });

  it("marks a closed crossing in view as closed, and leaves out the ones far away", () => {
    const atJankiSetu = { ...business, latitude: 30.1138, longitude: 78.3118, nearestLandmarks: [] };
    const map = businessMap(atJankiSetu, geography);

    expect(map.crossings.map(({ name, open }) => ({ name, open }))).toEqual([{ name: "Janki Setu", open: false }]);
    expect(map.crossings[0]!.label?.text).toBe("Janki Setu (closed)");
    expect(map.description).toContain("Closed: Janki Setu.");
  });

  it("draws a bridge that is a landmark once, as its crossing", () => {
    const map = businessMap(business, geography);

    expect(map.landmarks.map(({ name }) => name)).not.toContain("Ram Jhula");
    expect(map.crossings.filter(({ name }) => name === "Ram Jhula")).toHaveLength(1);
  });

  it("places no label over another or past the map's edge", () => {
    const map = businessMap(business, geography);
    const labels = [
      map.riverLabel,
      ...map.landmarks.map(({ label }) => label),
      ...map.crossings.map(({ label }) => label),
    ]
      .filter((label) => label !== null)
      .map(({ x, y, text, anchor }) => {
        const width = text.length * MAP_FONT_SIZE * 0.56;
        const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
        return { left, right: left + width, top: y - MAP_FONT_SIZE, bottom: y };
      });

    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const [index, label] of labels.entries()) {
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(MAP_SIZE.width);
      expect(label.top).toBeGreaterThanOrEqual(0);
      expect(label.bottom).toBeLessThanOrEqual(MAP_SIZE.height);
      for (const other of labels.slice(index + 1)) {
        const apart =
          label.right < other.left || label.left > other.right || label.bottom < other.top || label.top > other.bottom;
        expect(apart).toBe(true);
      }
    }
  });

  it("leaves the river out where none of it is in view", () => {
    const upTheHill = { ...business, latitude: 30.0816, longitude: 78.3416, riverBank: null, nearestLandmarks: [] };
    const map = businessMap(upTheHill, geography);

    expect(map.river).toBeNull();
    expect(map.riverLabel).toBeNull();
    expect(map.description).toBe("Marma Touch Therapy is marked by the pin.");
  });
});

describe("the map's words in Hindi and Hebrew", () => {
  it("tell the same map in the page's language, names as they are written", () => {
    const map = businessMap(business, geography);
    expect(mapWords(business, map, "he")).toEqual({
      title: "מפת הסביבה של Marma Touch Therapy",
      description:
        "הסיכה מסמנת את Marma Touch Therapy, על הגדה המזרחית (הצד של Swarg Ashram), ליד Ram Jhula, Parmarth Niketan, " +
        "Sivananda Ashram. הגנגה חוצה את המפה. אפשר לחצות ברגל: Ram Jhula.",
    });
    expect(
      mapWords({ ...business, riverBank: null, nearestLandmarks: [] }, { crossings: [], river: null }, "hi"),
    ).toEqual({
      title: "Marma Touch Therapy के आसपास का नक़्शा",
      description: "पिन Marma Touch Therapy को दिखाता है।",
    });
  });

  it("label a closed crossing as closed in the language", () => {
    expect(crossingLabel({ name: "Janki Setu", open: false }, "hi")).toBe("Janki Setu (बंद)");
    expect(crossingLabel({ name: "Ram Jhula", open: true }, "he")).toBe("Ram Jhula");
  });
});
