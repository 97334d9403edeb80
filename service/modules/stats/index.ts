import { Elysia } from "elysia";
import type { PublicStats } from "../../../shared/schemas/stats.ts";
import type { AppContext } from "../../context.ts";
import { countActiveBusinesses } from "../businesses/queries.ts";

export function statsRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/stats" }).get("/", async (): Promise<PublicStats> => ({
    totalBusinesses: await countActiveBusinesses(db),
  }));
}
