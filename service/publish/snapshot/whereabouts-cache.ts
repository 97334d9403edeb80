// Each business's bank and nearest landmarks for the snapshot, worked out by the shared walking function at most once
// per business position and geography: kept between builds in this process, and worked out again only for a business
// whose coordinates or bank changed, or for all when a landmark, a crossing (opened, closed, moved) or the river did.
import { createHash } from "node:crypto";
import type { Bank } from "../../../shared/geo/bank.ts";
import { type RouteGeography, whereabouts } from "../../../shared/geo/geography.ts";

type Whereabouts = ReturnType<typeof whereabouts>;
type Positioned = { latitude: number | null; longitude: number | null; bank: Bank | null };

export interface WhereaboutsCache {
  /** The whereabouts of each of `businesses` (in their order) in `geography`. */
  of(businesses: readonly Positioned[], geography: RouteGeography): Whereabouts[];
  /** How many businesses' whereabouts have been worked out, not taken from the cache, since it was made. */
  computed(): number;
}

/** What a route can depend on: every crossing's and landmark's fields the walking function reads, and the river. */
function geographyKey(geography: RouteGeography): string {
  return createHash("sha256").update(JSON.stringify(geography)).digest("base64url");
}

export function createWhereaboutsCache(): WhereaboutsCache {
  let key = "";
  let byPosition = new Map<string, Whereabouts>();
  let computed = 0;
  return {
    of(businesses, geography) {
      const current = geographyKey(geography);
      const kept = current === key ? byPosition : new Map<string, Whereabouts>();
      // only this build's positions are kept for the next: a moved or deleted business's entry goes
      const next = new Map<string, Whereabouts>();
      const found = businesses.map((business) => {
        const position = `${business.latitude},${business.longitude},${business.bank}`;
        let result = next.get(position) ?? kept.get(position);
        if (!result) {
          result = whereabouts(business, geography);
          computed += 1;
        }
        next.set(position, result);
        return result;
      });
      key = current;
      byPosition = next;
      return found;
    },
    computed: () => computed,
  };
}
