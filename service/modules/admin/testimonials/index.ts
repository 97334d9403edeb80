import { TESTIMONIAL_NOT_FOUND } from "../../../../shared/messages.ts";
import { TestimonialInputSchema } from "../../../../shared/schemas/testimonial.ts";
import type { AppContext } from "../../../context.ts";
import { adminCollectionRoutes } from "../crud-routes.ts";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listAllTestimonials,
  updateTestimonial,
} from "./queries.ts";

export function adminTestimonialRoutes(context: AppContext) {
  return adminCollectionRoutes(context, {
    prefix: "/api/admin/testimonials",
    entity: "testimonial",
    noun: "testimonial",
    input: TestimonialInputSchema,
    notFoundMessage: TESTIMONIAL_NOT_FOUND,
    queries: {
      list: listAllTestimonials,
      find: (db, id) => findTestimonial(db, id),
      create: createTestimonial,
      update: updateTestimonial,
      remove: deleteTestimonial,
    },
  });
}
