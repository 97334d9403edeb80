import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";

/** Why content changed; the publisher rebuilds the static site for it. */
export interface ContentChange {
  reason: string;
  /** "admin:<username>", "visitor" or "system" */
  requestedBy: string;
}

/** What every feature module is given: plain dependencies, no globals. */
export interface AppContext {
  db: Database;
  env: Env;
  /** Asks for a rebuild of the static site after a content change (coalesced by the publisher). */
  onContentChange(change: ContentChange): void;
}
