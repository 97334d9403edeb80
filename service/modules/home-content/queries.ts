import { asc } from "drizzle-orm";
import { DEFAULT_HOME_CONTENT, toPublicHomeContent } from "../../../shared/schemas/home-content.ts";
import type { Database } from "../../db/client.ts";
import { homeContent } from "../../db/schema.ts";

/** The home page's texts and section switches under their public names; defaults until an admin saves. */
export async function readPublicHomeContent(db: Database) {
  const [saved] = await db.select().from(homeContent).orderBy(asc(homeContent.id)).limit(1);
  return toPublicHomeContent(saved ?? DEFAULT_HOME_CONTENT);
}
