// Composes the feature modules into one Elysia app. Nothing else lives here.
import { Elysia } from "elysia";
import type { AppContext } from "./context.ts";
import { HttpError, jsonError } from "./http.ts";
import { categoryRoutes } from "./modules/categories/index.ts";

export function createApp(context: AppContext) {
  return new Elysia()
    .onError(({ code, error }) => {
      if (error instanceof HttpError) return jsonError(error.status, error.toBody(), error.headers);
      if (code === "PARSE") return jsonError(400, { message: "The request body is not valid JSON" });
      if (code === "NOT_FOUND") return jsonError(404, { message: "Not found" });
      if (code === "VALIDATION") return jsonError(422, { message: "Invalid request" });
      console.error(error);
      return jsonError(500, { message: "Something went wrong on our side" });
    })
    .use(categoryRoutes(context));
}

export type App = ReturnType<typeof createApp>;
