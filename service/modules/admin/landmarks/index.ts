// The admin's Landmarks and crossings: /api/admin/landmarks and /api/admin/crossings, the collection routes every admin
// list has (audited, each write asking for a rebuild, since pages show the walks). A crossing is opened or closed
// with PATCH /api/admin/crossings/:id { openOnFoot, statusNote?, statusDate?, statusSource? }. The admin's map, where
// editors place businesses, reads its tiles from GET /api/admin/map-tiles: the site's own setting (MAP_TILES_URL).
import { Elysia } from "elysia";
import { CROSSING_NOT_FOUND, LANDMARK_NOT_FOUND } from "../../../../shared/messages.ts";
import { CrossingInputSchema, LandmarkInputSchema } from "../../../../shared/schemas/geo.ts";
import { requireAdmin } from "../../../auth/guard.ts";
import type { AppContext } from "../../../context.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import {
  createCrossing,
  createLandmark,
  deleteCrossing,
  deleteLandmark,
  findCrossing,
  findLandmark,
  listCrossings,
  listLandmarks,
  updateCrossing,
  updateLandmark,
} from "./queries.ts";

export function adminLandmarkRoutes(context: AppContext) {
  const mapTiles = new Elysia().use(requireAdmin(context)).get("/api/admin/map-tiles", () => context.env.mapTiles);
  const landmarks = adminCollectionRoutes(context, {
    prefix: "/api/admin/landmarks",
    entity: "landmark",
    noun: "landmark",
    input: LandmarkInputSchema,
    notFoundMessage: LANDMARK_NOT_FOUND,
    queries: {
      list: listLandmarks,
      find: findLandmark,
      create: createLandmark,
      update: updateLandmark,
      remove: deleteLandmark,
    },
  });
  return new Elysia().use(landmarks).use(mapTiles);
}

export function adminCrossingRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/crossings",
    entity: "crossing",
    noun: "crossing",
    input: CrossingInputSchema,
    notFoundMessage: CROSSING_NOT_FOUND,
    queries: {
      list: listCrossings,
      find: findCrossing,
      create: createCrossing,
      update: updateCrossing,
      remove: deleteCrossing,
    },
  });
}
