// The river, its crossings and the town's landmarks as the walking routes use them, made from the records the
// database, the API and the snapshot hold (shared/schemas/geo.ts).
import { bankOf, type Bank, type GeoPoint, type Place, type RiverCourse } from "./bank.ts";
import { nearestLandmarks, type NearbyLandmark, type RouteCrossing, type RouteLandmark } from "./walking.ts";

export interface CrossingRecord {
  slug: string;
  name: string;
  openOnFoot: boolean;
  leftBank: GeoPoint;
  rightBank: GeoPoint;
}

export interface LandmarkRecord extends GeoPoint {
  slug: string;
  name: string;
  kind: string;
  /** the editor's bank; null: from the coordinates */
  bank: Bank | null;
  /** the crossing this landmark is (a bridge is reached at either end); null for any other landmark */
  crossing: string | null;
}

/** What routes are worked out from: the river's course, the crossings, and the landmarks with the places they are at. */
export interface RouteGeography {
  river: RiverCourse;
  crossings: RouteCrossing[];
  landmarks: RouteLandmark[];
}

/** The place a point is at: on the bank an editor gave, or else on the side of the river its coordinates are. */
export function placeOf(point: GeoPoint, bank: Bank | null, river: RiverCourse): Place {
  return { latitude: point.latitude, longitude: point.longitude, bank: bank ?? bankOf(point, river) };
}

/** The places a landmark is reached at: a crossing's two ends, or its own point. */
export function landmarkPlaces(
  landmark: LandmarkRecord,
  crossings: readonly CrossingRecord[],
  river: RiverCourse,
): Place[] {
  const crossing = landmark.crossing === null ? undefined : crossings.find(({ slug }) => slug === landmark.crossing);
  if (crossing)
    return [
      { ...crossing.leftBank, bank: "left" },
      { ...crossing.rightBank, bank: "right" },
    ];
  return [placeOf(landmark, landmark.bank, river)];
}

export function routeGeography(
  river: RiverCourse,
  landmarks: readonly LandmarkRecord[],
  crossings: readonly CrossingRecord[],
): RouteGeography {
  return {
    river,
    crossings: crossings.map(({ slug, name, openOnFoot, leftBank, rightBank }) => ({
      slug,
      name,
      openOnFoot,
      leftBank,
      rightBank,
    })),
    // without the river's course, a landmark is placed only where its bank is known otherwise: a bridge's two ends,
    // or the bank an editor gave
    landmarks: landmarks
      .filter(
        (landmark) =>
          river.length >= 2 || landmark.bank !== null || crossings.some(({ slug }) => slug === landmark.crossing),
      )
      .map((landmark) => ({
        slug: landmark.slug,
        name: landmark.name,
        kind: landmark.kind,
        places: landmarkPlaces(landmark, crossings, river),
      })),
  };
}

/** Where a business is, for its pages and API answers: its bank and nearest landmarks (none without coordinates). */
export function whereabouts(
  business: { latitude: number | null; longitude: number | null; bank: Bank | null },
  geography: RouteGeography,
): { riverBank: Bank | null; nearestLandmarks: NearbyLandmark[] } {
  const { latitude, longitude } = business;
  if (latitude === null || longitude === null || geography.river.length < 2) {
    return { riverBank: business.bank, nearestLandmarks: [] };
  }
  const place = placeOf({ latitude, longitude }, business.bank, geography.river);
  return {
    riverBank: place.bank,
    nearestLandmarks: nearestLandmarks(place, geography.landmarks, geography.crossings).map((landmark) => ({
      ...landmark,
      meters: Math.round(landmark.meters),
    })),
  };
}
