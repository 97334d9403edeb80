import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { PublicListQuerySchema } from "../../../shared/schemas/paging.ts";
import { parseInput } from "../../http.ts";
import { answerListing } from "../paging.ts";
import { countPublicTestimonials, listPublicTestimonials } from "./queries.ts";

export function testimonialRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/testimonials" }).get("/", async ({ query, set }) => {
    const page = parseInput(PublicListQuerySchema, query);
    const [rows, total] = await Promise.all([listPublicTestimonials(db, page), countPublicTestimonials(db)]);
    return answerListing(set, { rows, total });
  });
}
