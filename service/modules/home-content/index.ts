import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { readPublicHomeContent } from "./queries.ts";

export function homeContentRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/home-content" }).get("/", () => readPublicHomeContent(db));
}
