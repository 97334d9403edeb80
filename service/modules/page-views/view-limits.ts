// How often one address may count a view, kept in this process's memory and nowhere else. No address is kept even
// there: each is replaced by a salted hash whose salt is random, never written down, and changed every day, so a
// hash cannot be turned back into an address nor followed from one day to the next.
//
// The limits: one address counts at most one view of a business every VIEW_REPEAT_MS (a reload, going back and
// forth between results, a shared link opened twice), and at most VIEWS_PER_ADDRESS_PER_HOUR views in all within a
// clock hour (a crawler going through the whole directory from one machine). A hostel or a phone network sharing
// one address counts as one visitor per half hour per business, which undercounts a crowd rather than letting one
// machine inflate a page. With several instances each keeps its own memory: the limits hold per instance.
import { createHash, randomBytes } from "node:crypto";

export const VIEW_REPEAT_MS = 30 * 60 * 1000;
export const VIEWS_PER_ADDRESS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The most (address, business) pairs remembered: about 10 MB. Past it a view from a new pair is not counted until
 * old ones expire, so a flood of made-up addresses fills memory no further and inflates nothing.
 */
const MAX_REMEMBERED = 100_000;

export class ViewLimits {
  /** hashed address and business → when its view last counted */
  private readonly lastCounted = new Map<string, number>();
  /** hashed address → its views counted in the current hour */
  private readonly perHour = new Map<string, number>();
  private hour = -1;
  private salt = randomBytes(16);
  private saltDay = -1;

  /** Whether a view of `businessId` from `address` at `now` counts, and if so remembers that it did. */
  admit(address: string, businessId: number, now = Date.now()): boolean {
    this.turn(now);
    const visitor = createHash("sha256").update(this.salt).update(address).digest("base64url").slice(0, 22);
    const pair = `${visitor}:${businessId}`;
    const last = this.lastCounted.get(pair);
    if (last !== undefined && now - last < VIEW_REPEAT_MS) return false;
    const thisHour = this.perHour.get(visitor) ?? 0;
    if (thisHour >= VIEWS_PER_ADDRESS_PER_HOUR) return false;
    if (last === undefined && this.lastCounted.size >= MAX_REMEMBERED) {
      this.forgetExpired(now);
      if (this.lastCounted.size >= MAX_REMEMBERED) return false;
    }
    this.lastCounted.set(pair, now);
    this.perHour.set(visitor, thisHour + 1);
    return true;
  }

  /** A new hour starts every address's hourly count afresh; a new day a new salt, and so forgets everything. */
  private turn(now: number) {
    const day = Math.floor(now / DAY_MS);
    if (day !== this.saltDay) {
      this.saltDay = day;
      this.salt = randomBytes(16);
      // the old hashes can never match again
      this.lastCounted.clear();
      this.perHour.clear();
    }
    const hour = Math.floor(now / HOUR_MS);
    if (hour !== this.hour) {
      this.hour = hour;
      this.perHour.clear();
      this.forgetExpired(now);
    }
  }

  private forgetExpired(now: number) {
    for (const [pair, at] of this.lastCounted) if (now - at >= VIEW_REPEAT_MS) this.lastCounted.delete(pair);
  }
}
