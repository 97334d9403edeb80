// The small map of a business page, worked out at build time from the snapshot's geography: the stretch of the Ganga
// around the business, the crossings there (closed ones marked), its nearest landmarks and its pin, as coordinates
// in a fixed viewBox. The page draws it as inline SVG (site/components/BusinessWhereabouts.astro): no tiles, no
// script, readable without JavaScript. Only what the map draws goes into the page's props, so its cacheKey changes
// exactly when the map does.
import type { Bank, GeoPoint } from "../../shared/geo/bank.ts";
import { messagesIn } from "../../shared/i18n/catalogues.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { SiteSnapshot, SnapshotBusiness } from "../../shared/schemas/snapshot.ts";

/** The viewBox: 3 by 2, drawn at the sidebar's width (about 20 rem) at close to one unit a pixel. */
export const MAP_SIZE = { width: 330, height: 220 } as const;
/** The labels' font size in viewBox units. */
export const MAP_FONT_SIZE = 11;
/** The least span shown, in metres: a business beside its only landmark still shows the streets around it. */
const MIN_SPAN_METRES = 700;
/** Room around what must show, as a share of its span. */
const MARGIN = 0.18;
/** Roughly how wide a label's letter is, as a share of the font size (the page's sans-serif). */
const LETTER_WIDTH = 0.56;
const METRES_PER_DEGREE = 111_320;
/** The pin's height as a share of the map's: about 24 of its 220 units. */
const PIN_HEIGHT_SHARE = 0.14;

type Geography = SiteSnapshot["geography"];
type XY = { x: number; y: number };
type Anchor = "start" | "end" | "middle";
/** A label's place: its text's anchor point and alignment. */
export interface MapLabel extends XY {
  text: string;
  anchor: Anchor;
}

export interface BusinessMapModel {
  /** its accessible name */
  title: string;
  /** the river's centreline as an SVG points list, null when no part of it is in view */
  river: string | null;
  riverLabel: MapLabel | null;
  crossings: { name: string; open: boolean; from: XY; to: XY; label: MapLabel | null }[];
  landmarks: { name: string; at: XY; label: MapLabel | null }[];
  pin: XY;
  /** the map told in words, for its accessible description */
  description: string;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Metres east and north of `origin` on a plane tangent there (the town's few kilometres need no more). */
function planar(origin: GeoPoint) {
  const cosLatitude = Math.cos((origin.latitude * Math.PI) / 180);
  return (point: GeoPoint): XY => ({
    x: (point.longitude - origin.longitude) * METRES_PER_DEGREE * cosLatitude,
    y: (point.latitude - origin.latitude) * METRES_PER_DEGREE,
  });
}

/** The box around `points`, with its margin, at least MIN_SPAN_METRES, widened to the viewBox's proportions. */
function viewOf(points: readonly XY[]): Box {
  const xs = points.map(({ x }) => x);
  const ys = points.map(({ y }) => y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  let width = Math.max(MIN_SPAN_METRES, (Math.max(...xs) - Math.min(...xs)) * (1 + 2 * MARGIN));
  let height = Math.max(MIN_SPAN_METRES, (Math.max(...ys) - Math.min(...ys)) * (1 + 2 * MARGIN));
  const aspect = MAP_SIZE.width / MAP_SIZE.height;
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  return {
    minX: centre.x - width / 2,
    maxX: centre.x + width / 2,
    minY: centre.y - height / 2,
    maxY: centre.y + height / 2,
  };
}

/** A segment's bounding box meets the box: enough to keep the river's points near the view, and cheap. */
const segmentNear = (a: XY, b: XY, box: Box) =>
  Math.max(a.x, b.x) >= box.minX &&
  Math.min(a.x, b.x) <= box.maxX &&
  Math.max(a.y, b.y) >= box.minY &&
  Math.min(a.y, b.y) <= box.maxY;

const inside = (point: XY, box: Box) =>
  point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY;

const rounded = (value: number) => Math.round(value * 10) / 10;

/** Places labels where they fit: inside the map, clear of the labels already placed and of the pin. */
function labelPlacer(pin: XY) {
  const taken: Box[] = [{ minX: pin.x - 8, maxX: pin.x + 8, minY: pin.y - 22, maxY: pin.y + 2 }];
  const gap = 7;
  /** The first place that fits beside any of `points`: to one side, the other, above or below. */
  return (text: string, points: readonly XY[], preferred: readonly Anchor[] = ["start", "end"]): MapLabel | null => {
    const width = text.length * MAP_FONT_SIZE * LETTER_WIDTH;
    const candidates = points.flatMap((at): MapLabel[] => [
      ...preferred.map((anchor) => ({
        text,
        anchor,
        x: anchor === "start" ? at.x + gap : anchor === "end" ? at.x - gap : at.x,
        y: at.y + MAP_FONT_SIZE * 0.35,
      })),
      { text, anchor: "middle", x: at.x, y: at.y - gap },
      { text, anchor: "middle", x: at.x, y: at.y + gap + MAP_FONT_SIZE },
    ]);
    for (const label of candidates) {
      const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
      const box = { minX: left, maxX: left + width, minY: label.y - MAP_FONT_SIZE, maxY: label.y + 2 };
      const fits = box.minX >= 2 && box.maxX <= MAP_SIZE.width - 2 && box.minY >= 2 && box.maxY <= MAP_SIZE.height - 2;
      const clear = taken.every(
        (other) => box.maxX < other.minX || box.minX > other.maxX || box.maxY < other.minY || box.minY > other.maxY,
      );
      if (fits && clear) {
        taken.push(box);
        return { ...label, x: rounded(label.x), y: rounded(label.y) };
      }
    }
    return null;
  };
}

export interface MappedBusiness extends GeoPoint {
  name: string;
  riverBank: Bank | null;
  nearestLandmarks: SnapshotBusiness["nearestLandmarks"];
}

/** A crossing's label on the map: its name, and that it is closed when it is ("Janki Setu (closed)"). */
export function crossingLabel({ name, open }: { name: string; open: boolean }, language: Language): string {
  return open ? name : messagesIn(language, "walking")("closedCrossing", { name });
}

/**
 * The map's accessible name and its description in a language (the business page's): the pin, the bank it is on and
 * the nearest landmarks, the river and the crossings in view. Names stay as they are written.
 */
export function mapWords(
  business: Pick<MappedBusiness, "name" | "riverBank" | "nearestLandmarks">,
  { crossings, river }: Pick<BusinessMapModel, "crossings" | "river">,
  language: Language,
): Pick<BusinessMapModel, "title" | "description"> {
  const t = messagesIn(language, "walking");
  const { name, riverBank } = business;
  const places = business.nearestLandmarks.map((landmark) => landmark.name).join(", ");
  const bank = riverBank && t(riverBank === "left" ? "bankLeft" : "bankRight");
  const pin = bank
    ? t(places ? "mapPinOnBankNear" : "mapPinOnBank", { name, bank, places })
    : t(places ? "mapPinNear" : "mapPin", { name, places });
  const open = crossings.filter((crossing) => crossing.open).map((crossing) => crossing.name);
  const closed = crossings.filter((crossing) => !crossing.open).map((crossing) => crossing.name);
  const parts = [
    pin,
    ...(river !== null ? [t("mapRiver")] : []),
    ...(open.length ? [t("mapOpen", { names: open.join(", ") })] : []),
    ...(closed.length ? [t("mapClosed", { names: closed.join(", ") })] : []),
  ];
  return { title: t("mapTitle", { name }), description: parts.join(" ") };
}

/**
 * The map around a business with coordinates: its pin, its nearest landmarks and the crossings their walks take all
 * in view, with the river and any other crossing that falls there.
 */
export function businessMap(business: MappedBusiness, geography: Geography): BusinessMapModel {
  const toPlane = planar(business);
  const landmarkOf = new Map(geography.landmarks.map((landmark) => [landmark.slug, landmark]));
  const nearby = business.nearestLandmarks.flatMap((walk) => {
    const landmark = landmarkOf.get(walk.slug);
    return landmark ? [{ walk, landmark }] : [];
  });
  const crossingsTaken = new Set(nearby.flatMap(({ walk }) => (walk.crossing ? [walk.crossing.slug] : [])));
  const mustShow = [
    toPlane(business),
    ...nearby.map(({ landmark }) => toPlane(landmark)),
    ...geography.crossings
      .filter(({ slug }) => crossingsTaken.has(slug))
      .flatMap((crossing) => [toPlane(crossing.leftBank), toPlane(crossing.rightBank)]),
  ];
  // the pin stands above its point: room for it when it is the northernmost thing shown
  const first = viewOf(mustShow);
  const box = viewOf([...mustShow, { x: 0, y: PIN_HEIGHT_SHARE * (first.maxY - first.minY) }]);
  const scale = MAP_SIZE.width / (box.maxX - box.minX);
  const toMap = (point: GeoPoint): XY => {
    const { x, y } = toPlane(point);
    return { x: rounded((x - box.minX) * scale), y: rounded((box.maxY - y) * scale) };
  };
  const pin = toMap(business);
  const place = labelPlacer(pin);

  // labels are placed in order of what they tell, and a label that fits nowhere is left out (the description has it)
  const landmarks = nearby
    // a bridge that is a landmark is drawn as its crossing
    .filter(({ landmark }) => landmark.crossing === null)
    .map(({ landmark }) => {
      const at = toMap(landmark);
      return { name: landmark.name, at, label: place(landmark.name, [at]) };
    });
  const crossingsInView = geography.crossings
    .filter((crossing) => inside(toPlane(crossing.leftBank), box) || inside(toPlane(crossing.rightBank), box))
    .sort((a, b) => Number(crossingsTaken.has(b.slug)) - Number(crossingsTaken.has(a.slug)));
  const crossings = crossingsInView.map((crossing) => {
    const from = toMap(crossing.leftBank);
    const to = toMap(crossing.rightBank);
    const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    const open = crossing.openOnFoot;
    const text = crossingLabel({ name: crossing.name, open }, "en");
    return { name: crossing.name, open, from, to, label: place(text, [middle, to, from]) };
  });

  const course = geography.river?.points.map((point) => ({ plane: toPlane(point), map: toMap(point) })) ?? [];
  const shown = course.filter(
    (_, index) =>
      (index > 0 && segmentNear(course[index - 1]!.plane, course[index]!.plane, box)) ||
      (index + 1 < course.length && segmentNear(course[index]!.plane, course[index + 1]!.plane, box)),
  );
  const river = shown.length >= 2 ? shown.map(({ map }) => `${map.x},${map.y}`).join(" ") : null;
  const riverInView = shown.filter(({ plane }) => inside(plane, box));
  const riverMiddle = riverInView[Math.floor(riverInView.length / 2)]?.map;
  const riverLabel = river && riverMiddle ? place("Ganga", [riverMiddle], ["end", "start"]) : null;

  // in English: a page in another language says the title, the description and a closed crossing's label in its own
  return { river, riverLabel, crossings, landmarks, pin, ...mapWords(business, { crossings, river }, "en") };
}
