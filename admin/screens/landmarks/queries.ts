// The Landmarks & Crossings screens' calls and cache keys. Every
// write refreshes both lists (a landmark names its crossing), the river's geography, the dashboard's activity, and
// the businesses, whose walks follow the landmarks and crossings.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CrossingSchema, LandmarkSchema } from "../../../shared/schemas/geo.ts";
import { getJson, getPage } from "../../lib/api.ts";
import { geographyKey } from "../../lib/river-banks.ts";

export const LANDMARKS_URL = "/api/admin/landmarks";
export const landmarkUrl = (id: number | string) => `${LANDMARKS_URL}/${id}`;
export const CROSSINGS_URL = "/api/admin/crossings";
export const crossingUrl = (id: number | string) => `${CROSSINGS_URL}/${id}`;

/** A landmark as the admin API answers it: its stored bank only (the river's side is worked out here, riverBankOf). */
export type AdminLandmark = Omit<z.infer<typeof LandmarkSchema>, "riverBank">;
export type AdminCrossing = z.infer<typeof CrossingSchema>;

const landmarksKey = ["admin", "landmarks"] as const;
const crossingsKey = ["admin", "crossings"] as const;

/** Every landmark: the server answers them all, they are a few dozen at most. */
export function useLandmarkList() {
  return useQuery({ queryKey: [...landmarksKey, "list"], queryFn: () => getPage<AdminLandmark>(LANDMARKS_URL) });
}

export function useCrossingList() {
  return useQuery({ queryKey: [...crossingsKey, "list"], queryFn: () => getPage<AdminCrossing>(CROSSINGS_URL) });
}

export function useLandmark(id: string | undefined) {
  return useQuery({
    queryKey: [...landmarksKey, "one", id],
    queryFn: () => getJson<AdminLandmark>(landmarkUrl(id!)),
    enabled: id !== undefined,
  });
}

export function useCrossing(id: string | undefined) {
  return useQuery({
    queryKey: [...crossingsKey, "one", id],
    queryFn: () => getJson<AdminCrossing>(crossingUrl(id!)),
    enabled: id !== undefined,
  });
}

export function useRefreshAfterGeographyWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [landmarksKey, crossingsKey, geographyKey, ["admin", "businesses"], ["admin", "audit"]].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
