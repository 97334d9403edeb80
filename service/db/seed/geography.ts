// The town's landmarks, the crossings of the Ganga and the river's course through Rishikesh, each with where it comes
// from. Written without a live map at hand: coordinates marked "approximate" were placed from knowledge of
// OpenStreetMap's map view and the sources named, to within about 100-200 m; an editor corrects them in the admin
// (Landmarks and crossings), and the statuses the same way. docs/decisions/0010 explains the model.
import type { Bank, GeoPoint } from "../../../shared/geo/bank.ts";
import type { CrossingKind, LandmarkKind } from "../../../shared/schemas/geo.ts";

export interface DemoCrossing {
  slug: string;
  name: string;
  kind: CrossingKind;
  openOnFoot: boolean;
  statusNote: string;
  /** the day the status was last known to hold ("YYYY-MM-DD") */
  statusDate: string;
  statusSource: string;
  /** its end on the left (east) bank and on the right (west) bank */
  leftBank: GeoPoint;
  rightBank: GeoPoint;
  coordinatesSource: string;
}

export interface DemoLandmark {
  slug: string;
  name: string;
  kind: LandmarkKind;
  latitude: number;
  longitude: number;
  /** the bank the sources put it on */
  bank: Bank;
  /**
   * true: the bank is stored as the landmark's own, because the river's course as drawn (RIVER_COURSE) does not reach
   * it; false: it follows from the coordinates (a test checks that it does)
   */
  bankStored: boolean;
  /** the crossing it is, for a bridge (reached at either end) */
  crossing?: string;
  source: string;
}

const APPROXIMATE = "approximate, placed from OpenStreetMap's map view (no node id at hand)";

export const DEMO_CROSSINGS: readonly DemoCrossing[] = [
  {
    slug: "ram-jhula",
    name: "Ram Jhula",
    kind: "bridge",
    openOnFoot: true,
    statusNote:
      "Suspension footbridge (about 230 m) between Sivananda Nagar and Swarg Ashram; two-wheelers use it too.",
    statusDate: "2025-10-30",
    statusSource:
      "In use as the town's main crossing in 2025 news coverage of Lakshman Jhula's closure and Bajrang Setu (indiatvnews.com, 30 Oct 2025); no closure reported. Status unconfirmed on the ground.",
    rightBank: { latitude: 30.124, longitude: 78.3137 },
    leftBank: { latitude: 30.1225, longitude: 78.3152 },
    coordinatesSource: `Midpoint from Wikipedia's "Ram Jhula" (30.123238, 78.314438); its ends ${APPROXIMATE}`,
  },
  {
    slug: "laxman-jhula",
    name: "Laxman Jhula",
    kind: "bridge",
    openOnFoot: false,
    statusNote:
      "Closed to vehicles and people on 12-14 July 2019 after a PWD/IIT Roorkee report found it unsafe; pedestrians were let back on later (Wikipedia: restricted to pedestrians as of 5 November 2020); a support cable broke on 3 April 2022 and it has been closed to everyone since, kept as heritage while Bajrang Setu replaces it.",
    statusDate: "2023-01-28",
    statusSource:
      'Indian Express and Scroll, 12-13 July 2019 (closure); Asian Age, 16 July 2019 (closed to pedestrians); Wikipedia "Lakshman Jhula" (pedestrians only, Nov 2020); rajyasameeksha.com, 4 April 2022 (cable broke); orissadiary.com, 28 January 2023 ("closed since last year"). Status unconfirmed since.',
    rightBank: { latitude: 30.126, longitude: 78.3287 },
    leftBank: { latitude: 30.1253, longitude: 78.3299 },
    coordinatesSource: `${APPROXIMATE}; span 137 m (450 ft) from the plaque at its west end`,
  },
  {
    slug: "janki-setu",
    name: "Janki Setu",
    kind: "bridge",
    openOnFoot: true,
    statusNote:
      "Three-lane suspension bridge between Kailash Gate (Muni Ki Reti) and Ved Niketan (Swarg Ashram): footways both sides, two-wheelers in the middle. Opened 20 November 2020.",
    statusDate: "2020-11-20",
    statusSource:
      "Opened by the Chief Minister on 20 November 2020 (republicworld.com, 21 Nov 2020; news18.com, 7 Nov 2020). Status since unconfirmed.",
    rightBank: { latitude: 30.1147, longitude: 78.309 },
    leftBank: { latitude: 30.1135, longitude: 78.3113 },
    coordinatesSource: `${APPROXIMATE}, between Kailash Gate and Ved Niketan as haridwarrishikeshtourism.com places it`,
  },
  {
    slug: "bajrang-setu",
    name: "Bajrang Setu",
    kind: "bridge",
    openOnFoot: false,
    statusNote:
      "Glass-footway suspension bridge (about 132 m) built beside Laxman Jhula to replace it; work began in 2022 and was in its final stage in October 2025, with opening expected in early 2026.",
    statusDate: "2025-10-30",
    statusSource:
      "dnaindia.com (23 Oct 2025) and indiatvnews.com (30 Oct 2025): not yet open. Status unconfirmed: open it in the admin once people walk over it.",
    rightBank: { latitude: 30.1252, longitude: 78.3278 },
    leftBank: { latitude: 30.1245, longitude: 78.329 },
    coordinatesSource: `${APPROXIMATE}, just downstream of Laxman Jhula`,
  },
];

/** The middle of a crossing: where its landmark's pin goes. */
function midpointOf(slug: string): GeoPoint {
  const crossing = DEMO_CROSSINGS.find((candidate) => candidate.slug === slug)!;
  const middle = (a: number, b: number) => Number(((a + b) / 2).toFixed(5));
  return {
    latitude: middle(crossing.leftBank.latitude, crossing.rightBank.latitude),
    longitude: middle(crossing.leftBank.longitude, crossing.rightBank.longitude),
  };
}

const bridge = (slug: string, name: string, source: string): DemoLandmark => ({
  slug,
  name,
  kind: "bridge",
  ...midpointOf(slug),
  // a bridge is reached at either end; the midpoint's bank is only where its pin is
  bank: "left",
  bankStored: false,
  crossing: slug,
  source,
});

export const DEMO_LANDMARKS: readonly DemoLandmark[] = [
  bridge("ram-jhula", "Ram Jhula", 'Wikipedia "Ram Jhula" (30.123238, 78.314438)'),
  bridge("laxman-jhula", "Laxman Jhula", APPROXIMATE),
  bridge("janki-setu", "Janki Setu", APPROXIMATE),
  bridge("bajrang-setu", "Bajrang Setu", APPROXIMATE),
  {
    slug: "triveni-ghat",
    name: "Triveni Ghat",
    kind: "ghat",
    latitude: 30.1039,
    longitude: 78.2986,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; on the right bank, 1.5 km from Rishikesh railway station (trawell.in)`,
  },
  {
    slug: "parmarth-niketan",
    name: "Parmarth Niketan",
    kind: "ashram",
    latitude: 30.1184,
    longitude: 78.3143,
    bank: "left",
    bankStored: false,
    source: `${APPROXIMATE}; in Swarg Ashram on the river, past Gita Bhawan from Ram Jhula (parmarth.org)`,
  },
  {
    slug: "swarg-ashram",
    name: "Swarg Ashram",
    kind: "locality",
    latitude: 30.1197,
    longitude: 78.3168,
    bank: "left",
    bankStored: false,
    source: `${APPROXIMATE}; the locality's centre in shared/localities.ts; east bank (Wikipedia "Ram Jhula")`,
  },
  {
    slug: "tapovan",
    name: "Tapovan",
    kind: "locality",
    latitude: 30.1318,
    longitude: 78.3247,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; the locality's centre in shared/localities.ts; west bank (Wikipedia "Lakshman Jhula")`,
  },
  {
    slug: "muni-ki-reti",
    name: "Muni Ki Reti",
    kind: "locality",
    latitude: 30.1166,
    longitude: 78.3103,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; the locality's centre in shared/localities.ts; west bank (Wikipedia "Ram Jhula")`,
  },
  {
    slug: "sivananda-ashram",
    name: "Sivananda Ashram",
    kind: "ashram",
    latitude: 30.1245,
    longitude: 78.313,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; at the west end of Ram Jhula (Wikipedia "Ram Jhula")`,
  },
  {
    slug: "tera-manzil-temple",
    name: "Tera Manzil Temple",
    kind: "temple",
    latitude: 30.1249,
    longitude: 78.3304,
    bank: "left",
    bankStored: false,
    source: `${APPROXIMATE}; the thirteen-storey Trayambakeshwar temple at the east end of Laxman Jhula (ukuttarakhand.com)`,
  },
  {
    slug: "beatles-ashram",
    name: "Beatles Ashram (Chaurasi Kutia)",
    kind: "landmark",
    latitude: 30.1103,
    longitude: 78.3096,
    bank: "left",
    bankStored: false,
    source: `${APPROXIMATE}; "on the eastern bank of the Ganges, opposite Muni Ki Reti" (Wikipedia "Beatles Ashram")`,
  },
  {
    slug: "yog-nagari-rishikesh-station",
    name: "Yog Nagari Rishikesh railway station",
    kind: "transport",
    latitude: 30.10996,
    longitude: 78.27808,
    bank: "right",
    bankStored: false,
    source: 'Wikipedia "Yog Nagari Rishikesh railway station" (30.1099628, 78.2780801); station code YNRK',
  },
  {
    slug: "rishikesh-railway-station",
    name: "Rishikesh railway station (old town station)",
    kind: "transport",
    latitude: 30.1086,
    longitude: 78.2942,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; the old terminus (RKSH) by the town's market`,
  },
  {
    slug: "isbt-rishikesh",
    name: "ISBT Rishikesh (main bus stand)",
    kind: "transport",
    latitude: 30.0953,
    longitude: 78.2877,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; on Haridwar Road`,
  },
  {
    slug: "aiims-rishikesh",
    name: "AIIMS Rishikesh",
    kind: "hospital",
    latitude: 30.0745,
    longitude: 78.2952,
    bank: "right",
    bankStored: true,
    source: `${APPROXIMATE}; on Virbhadra Road, south of the drawn river course, so its bank is stored`,
  },
  {
    slug: "shivpuri",
    name: "Shivpuri",
    kind: "locality",
    latitude: 30.1447,
    longitude: 78.3894,
    bank: "right",
    bankStored: false,
    source: `${APPROXIMATE}; the locality's centre in shared/localities.ts, on the Badrinath highway (right bank)`,
  },
  {
    slug: "neelkanth-mahadev-temple",
    name: "Neelkanth Mahadev Temple",
    kind: "temple",
    latitude: 30.0816,
    longitude: 78.3416,
    bank: "left",
    bankStored: true,
    source: `${APPROXIMATE}; the locality's centre in shared/localities.ts; in Pauri Garhwal (left bank), in the hills away from the river`,
  },
];

/**
 * The Ganga's centreline through town, upstream (Shivpuri) first, simplified to enough points to tell the banks
 * apart between Shivpuri and the stretch below Triveni Ghat. Beyond its ends a bank is read from its end's direction,
 * and stored by hand where that would be wrong.
 */
export const RIVER_COURSE = {
  name: "Ganga",
  source: `Simplified by hand, ${APPROXIMATE}, through the crossings' midpoints above; accurate to about 100 m, enough to tell the banks apart, not to draw the water`,
  points: [
    { latitude: 30.142, longitude: 78.388 },
    { latitude: 30.139, longitude: 78.352 },
    { latitude: 30.132, longitude: 78.336 },
    { latitude: 30.1275, longitude: 78.3308 },
    midpointOf("laxman-jhula"),
    midpointOf("bajrang-setu"),
    { latitude: 30.1238, longitude: 78.326 },
    { latitude: 30.1233, longitude: 78.322 },
    { latitude: 30.1235, longitude: 78.318 },
    midpointOf("ram-jhula"),
    { latitude: 30.119, longitude: 78.313 },
    midpointOf("janki-setu"),
    { latitude: 30.11, longitude: 78.307 },
    { latitude: 30.107, longitude: 78.3025 },
    { latitude: 30.104, longitude: 78.3 },
    { latitude: 30.097, longitude: 78.298 },
    { latitude: 30.088, longitude: 78.297 },
  ],
} as const;
