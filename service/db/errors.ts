// Recognises PostgreSQL constraint violations through drizzle's wrapper (PGlite and postgres.js alike),
// so a service can answer them with a message of its own instead of a database error.
import { ConflictError } from "../errors.ts";

const UNIQUE_VIOLATION = "23505";

function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && typeof current.code === "string") return current.code;
  }
  return undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === UNIQUE_VIOLATION;
}

/** Runs a write whose unique field may collide, turning a collision into a conflict on that form field. */
export async function conflictOnDuplicate<T>(write: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message, field);
    throw error;
  }
}
