// Reads of who owns what.
import { asc, eq } from "drizzle-orm";
import type { OwnerProfile } from "../../../shared/schemas/owners.ts";
import type { Database } from "../../db/client.ts";
import { businesses, businessOwners } from "../../db/schema.ts";

export async function listOwnedBusinesses(db: Database, userId: string): Promise<OwnerProfile["businesses"]> {
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, since: businessOwners.since })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(eq(businessOwners.userId, userId))
    .orderBy(asc(businesses.name));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}
