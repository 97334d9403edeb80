import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { listCategories } from "./queries.ts";

export function categoryRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/categories" }).get("/", () => listCategories(db));
}
