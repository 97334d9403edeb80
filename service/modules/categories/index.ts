import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { PublicListQuerySchema } from "../../../shared/schemas/paging.ts";
import { categories } from "../../db/schema.ts";
import { parseInput } from "../../http.ts";
import { answerListing } from "../paging.ts";
import { listCategories } from "./queries.ts";

export function categoryRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/categories" }).get("/", async ({ query, set }) => {
    const page = parseInput(PublicListQuerySchema, query);
    const [rows, total] = await Promise.all([listCategories(db, { page }), db.$count(categories)]);
    return answerListing(set, { rows, total });
  });
}
