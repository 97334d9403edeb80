import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { ReadCache } from "./read-cache.ts";

/** Why content changed; the publisher rebuilds the static site for it. */
export interface ContentChange {
  reason: string;
  /** the change in the editor's words, for the Publishing screen: "Ganga Prana Yoga Shala updated" (change-labels.ts) */
  label?: string;
  /** "admin:<username>", "visitor" or "system" */
  requestedBy: string;
}

/** What every feature module is given: plain dependencies, no globals. */
export interface AppContext {
  db: Database;
  env: Env;
  /** Asks for a rebuild of the static site after a content change (coalesced by the publisher). */
  onContentChange(change: ContentChange): void;
  /**
   * Public reads kept in memory; whoever makes the context empties it in onContentChange (read-cache.ts).
   * Without one (scripts, tests that make their own context) every read goes to the database.
   */
  readCache?: ReadCache;
  /** The same request, answered with the id of the queued build that carries it; only where a publisher runs. */
  requestBuild?(change: ContentChange): Promise<number>;
  /** Told after a commit that queued emails, so this instance's mail sender looks now rather than at its next poll. */
  onMailQueued?(): void;
  /** Told when Roll back has made a kept release live, so the CDN upload and the deploy webhooks follow it. */
  onRollback?(releaseId: string): void;
}
