import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { listPublicTestimonials } from "./queries.ts";

export function testimonialRoutes({ db }: AppContext) {
  return new Elysia({ prefix: "/api/testimonials" }).get("/", () => listPublicTestimonials(db));
}
