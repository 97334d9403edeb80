import { eq } from "drizzle-orm";
import { DEFAULT_HOME_CONTENT, type HomeContentValues } from "../../../../shared/schemas/home-content.ts";
import type { Database } from "../../../db/client.ts";
import { homeContent } from "../../../db/schema.ts";
import { changesNothing } from "../../../audit/queries.ts";

/** The home content is one row; a fixed id lets two first saves meet in one upsert instead of two rows. */
const HOME_CONTENT_ROW_ID = 1;

type HomeContentRow = typeof homeContent.$inferSelect;

function toValues({ id, createdAt, updatedAt, ...values }: HomeContentRow): HomeContentValues {
  return values;
}

async function findSavedHomeContent(db: Database, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(homeContent).where(eq(homeContent.id, HOME_CONTENT_ROW_ID));
  const [saved] = await (options.forUpdate ? query.for("update") : query);
  return saved ? toValues(saved) : undefined;
}

/** Under the admin's field names; the defaults the site shows until an admin first saves. */
export async function readHomeContent(db: Database): Promise<HomeContentValues> {
  return (await findSavedHomeContent(db)) ?? DEFAULT_HOME_CONTENT;
}

/**
 * Writes the fields given (one tab of the editor saves only its own); the others keep their saved
 * value, or on the first save the default. `before` is undefined on the first save.
 */
export async function saveHomeContent(db: Database, changes: Partial<HomeContentValues>) {
  const before = await findSavedHomeContent(db, { forUpdate: true });
  if (before && changesNothing(before, changes)) return { before, after: before };
  const [saved] = await db
    .insert(homeContent)
    .values({ ...DEFAULT_HOME_CONTENT, ...changes, id: HOME_CONTENT_ROW_ID })
    // a first save that lost the race to another one still writes only its own fields
    .onConflictDoUpdate({ target: homeContent.id, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return { before, after: toValues(saved!) };
}
