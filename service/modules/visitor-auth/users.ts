// The visitors who signed in: one user per email address, whichever provider vouched for it.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** What a provider tells about the person who signed in, already checked (see providers.ts). */
export interface ProviderProfile {
  /** verified by the provider, lower-cased */
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Creates the user of this email or brings theirs up to date. A provider that leaves a name or picture out
 * (a Facebook account without a photo, say) does not erase what another provider told earlier.
 */
export async function upsertUser(db: Database, profile: ProviderProfile) {
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...profile })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return user!;
}
