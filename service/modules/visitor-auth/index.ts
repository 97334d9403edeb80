// Visitor sign-in through Google or Facebook comes in a later issue. Until then every visitor is
// signed out, and the sign-in buttons land back on the home page with a note that it is unavailable.
import { Elysia } from "elysia";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { HttpError } from "../../http.ts";

export const SIGN_IN_UNAVAILABLE_PATH = "/?signin=unavailable";

export function visitorAuthRoutes() {
  return new Elysia({ prefix: "/api" })
    .get("/auth/user", () => {
      throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    })
    .get("/login", ({ redirect }) => redirect(SIGN_IN_UNAVAILABLE_PATH, 302))
    .get("/logout", ({ redirect }) => redirect("/", 302));
}
