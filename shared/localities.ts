// Rishikesh localities with approximate centre points. The search box's "near location" filter
// resolves a typed locality here and keeps businesses within the chosen radius of it.

export interface Locality {
  name: string;
  /** other spellings people type */
  aliases: readonly string[];
  latitude: number;
  longitude: number;
}

export const LOCALITIES: readonly Locality[] = [
  { name: "Tapovan", aliases: ["tapovan", "tapoban"], latitude: 30.1318, longitude: 78.3247 },
  {
    name: "Laxman Jhula",
    aliases: ["laxman jhula", "lakshman jhula", "lakshman jhoola"],
    latitude: 30.1255,
    longitude: 78.3293,
  },
  { name: "Ram Jhula", aliases: ["ram jhula", "ram jhoola", "shivanand jhula"], latitude: 30.1215, longitude: 78.3133 },
  { name: "Swarg Ashram", aliases: ["swarg ashram", "swargashram", "swarg"], latitude: 30.1197, longitude: 78.3168 },
  { name: "Muni Ki Reti", aliases: ["muni ki reti", "munikireti"], latitude: 30.1166, longitude: 78.3103 },
  { name: "High Bank", aliases: ["high bank", "highbank"], latitude: 30.1297, longitude: 78.3208 },
  {
    name: "Triveni Ghat",
    aliases: ["triveni ghat", "rishikesh town", "rishikesh"],
    latitude: 30.1039,
    longitude: 78.2986,
  },
  { name: "Shivpuri", aliases: ["shivpuri"], latitude: 30.1447, longitude: 78.3894 },
  { name: "Neelkanth", aliases: ["neelkanth", "neelkanth mahadev"], latitude: 30.0816, longitude: 78.3416 },
  { name: "Jonk", aliases: ["jonk", "parmarth"], latitude: 30.1176, longitude: 78.3202 },
  { name: "Kaudiyala", aliases: ["kaudiyala"], latitude: 30.0772, longitude: 78.5056 },
  { name: "Byasi", aliases: ["byasi", "beasi"], latitude: 30.0952, longitude: 78.4627 },
];

/**
 * Finds the locality a typed text names (case-insensitive, by name or alias, also as a prefix). A place written as
 * an address, "Tapovan, Rishikesh" as the listings show it, is read from its most specific part on.
 */
export function findLocality(text: string): Locality | undefined {
  const parts = [text, ...text.split(",")].map((part) => part.trim().toLowerCase()).filter(Boolean);
  for (const wanted of parts) {
    const found =
      LOCALITIES.find((l) => l.name.toLowerCase() === wanted || l.aliases.includes(wanted)) ??
      LOCALITIES.find(
        (l) => wanted.length >= 3 && [l.name.toLowerCase(), ...l.aliases].some((a) => a.startsWith(wanted)),
      );
    if (found) return found;
  }
  return undefined;
}
