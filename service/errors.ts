// Domain errors: what query and rule functions throw when a request cannot be carried out. They say
// what went wrong in the product's words; `http.ts` alone decides which HTTP status each one answers.

/** The record a request names does not exist (HTTP 404). */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** The request collides with the current state: a duplicate slug, a category in use, a closed inquiry (HTTP 409). */
export class ConflictError extends Error {
  override name = "ConflictError";
  constructor(
    message: string,
    /** the form field the conflict belongs to, so the form can show it there */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The signed-in person may not do this: an owner acting on a business that is not theirs (HTTP 403). */
export class NotPermittedError extends Error {
  override name = "NotPermittedError";
}

/** The input is well-formed but breaks a rule only the server can check, e.g. an unknown category (HTTP 422). */
export class RuleViolationError extends Error {
  override name = "RuleViolationError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * An edit made on a version of the record that is no longer the stored one: another tab or editor saved it since
 * (HTTP 412, the answer to a failed If-Match). Carried out, it would silently undo their change.
 */
export class ChangedSinceReadError extends Error {
  override name = "ChangedSinceReadError";
}
