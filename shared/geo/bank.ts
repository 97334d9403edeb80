// Which bank of the river a point is on, from the river's centreline: docs/decisions/0010. The banks are named as a
// river's are, facing downstream: in Rishikesh the left bank is the east one (Swarg Ashram, Jonk, Pauri Garhwal) and
// the right bank the west one (Rishikesh town, Muni Ki Reti, Tapovan).

export const BANKS = ["left", "right"] as const;
export type Bank = (typeof BANKS)[number];

/** A WGS84 position in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A position and the bank it is reached on. */
export interface Place extends GeoPoint {
  bank: Bank;
}

/** The river's centreline, upstream first: at least two points. */
export type RiverCourse = readonly GeoPoint[];

/** Metres per degree of latitude (and of longitude at the equator): plenty for a town's few kilometres. */
const METRES_PER_DEGREE = 111_320;

interface Vector {
  x: number;
  y: number;
}

/** `point` in metres east (x) and north (y) of `origin`, on a plane tangent at the origin. */
function metresFrom(origin: GeoPoint, point: GeoPoint): Vector {
  const cosLatitude = Math.cos((origin.latitude * Math.PI) / 180);
  return {
    x: (point.longitude - origin.longitude) * METRES_PER_DEGREE * cosLatitude,
    y: (point.latitude - origin.latitude) * METRES_PER_DEGREE,
  };
}

const cross = (a: Vector, b: Vector) => a.x * b.y - a.y * b.x;
const dot = (a: Vector, b: Vector) => a.x * b.x + a.y * b.y;
const minus = (a: Vector, b: Vector): Vector => ({ x: a.x - b.x, y: a.y - b.y });
const unit = (a: Vector): Vector => {
  const length = Math.hypot(a.x, a.y);
  return length === 0 ? a : { x: a.x / length, y: a.y / length };
};

/**
 * The bank `point` is on: the side of the river's course it lies on, facing downstream. The side is read at the
 * nearest part of the course; where that is a bend's corner, against the bend's mean direction (which puts the outside
 * of the bend on the side it belongs to). The first and last stretches run on without end, so a point beyond the drawn
 * course takes the side of its end's direction. A point on the centreline itself counts as on the left bank.
 */
export function bankOf(point: GeoPoint, course: RiverCourse): Bank {
  if (course.length < 2) throw new Error("A river course needs at least two points.");
  const vertices = course.map((vertex) => metresFrom(point, vertex));
  const last = vertices.length - 2;
  let best = { distance: Infinity, side: 0 };
  for (let index = 0; index <= last; index += 1) {
    const start = vertices[index]!;
    const end = vertices[index + 1]!;
    const direction = minus(end, start);
    const lengthSquared = dot(direction, direction);
    if (lengthSquared === 0) continue;
    // where along this stretch the point is nearest (the point is the origin): before 0 or after 1 is past its ends
    let along = dot(minus({ x: 0, y: 0 }, start), direction) / lengthSquared;
    if (index > 0) along = Math.max(along, 0);
    if (index < last) along = Math.min(along, 1);
    const nearest = { x: start.x + along * direction.x, y: start.y + along * direction.y };
    const distance = Math.hypot(nearest.x, nearest.y);
    if (distance >= best.distance) continue;
    const atCorner = (along === 1 && index < last) || (along === 0 && index > 0);
    const cornerIndex = along === 1 ? index + 1 : index;
    const heading = atCorner
      ? (() => {
          const before = unit(minus(vertices[cornerIndex]!, vertices[cornerIndex - 1]!));
          const after = unit(minus(vertices[cornerIndex + 1]!, vertices[cornerIndex]!));
          return { x: before.x + after.x, y: before.y + after.y };
        })()
      : direction;
    best = { distance, side: cross(heading, minus({ x: 0, y: 0 }, nearest)) };
  }
  return best.side >= 0 ? "left" : "right";
}

/** How far `point` is from the river's centreline, in metres (a point this close may be in the water). */
export function metresFromCourse(point: GeoPoint, course: RiverCourse): number {
  const vertices = course.map((vertex) => metresFrom(point, vertex));
  let nearest = Infinity;
  for (let index = 0; index + 1 < vertices.length; index += 1) {
    const start = vertices[index]!;
    const direction = minus(vertices[index + 1]!, start);
    const lengthSquared = dot(direction, direction);
    const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -dot(start, direction) / lengthSquared));
    nearest = Math.min(nearest, Math.hypot(start.x + along * direction.x, start.y + along * direction.y));
  }
  return nearest;
}
