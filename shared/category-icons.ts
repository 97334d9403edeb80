// The icons a category can have: Lucide icons, named as lucide-static exports them ("Flower2"). The site
// draws a category's icon only when it is one of these, and the admin's picker offers exactly these, so
// what an editor picks is what travellers see. Any other stored name is drawn as DEFAULT_CATEGORY_ICON.
import { DEFAULT_CATEGORY_ICON } from "./constants.ts";

export const CATEGORY_ICONS = [
  "Flower2",
  "Flower",
  "Leaf",
  "Sprout",
  "Trees",
  "TreePine",
  "Heart",
  "HeartPulse",
  "HandHeart",
  "Brain",
  "Sparkles",
  "Sun",
  "Sunrise",
  "Moon",
  "MoonStar",
  "Star",
  "Flame",
  "Wind",
  "Droplets",
  "Mountain",
  "MountainSnow",
  "Tent",
  "Compass",
  "Map",
  "MapPin",
  "Footprints",
  "Bike",
  "Sailboat",
  "Car",
  "Bus",
  "Plane",
  "BedDouble",
  "House",
  "Hotel",
  "Landmark",
  "Church",
  "Coffee",
  "Utensils",
  "Soup",
  "Salad",
  "Vegan",
  "ShoppingBag",
  "Store",
  "Gem",
  "Shirt",
  "Palette",
  "Drum",
  "BookOpen",
  "ScrollText",
  "GraduationCap",
  "CalendarDays",
  "PartyPopper",
  "Users",
  "Camera",
  "Stethoscope",
  "Pill",
  "Bath",
  "Dumbbell",
] as const;
export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/** A Lucide name as lucide-static's file name: "Flower2" → "flower-2", "BedDouble" → "bed-double", "lucide-leaf" → "leaf". */
export function lucideFileName(name: string): string {
  return name
    .trim()
    .replace(/^lucide[-_ ]/i, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])(\d)/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
}

const iconByFileName = new Map<string, CategoryIconName>(CATEGORY_ICONS.map((name) => [lucideFileName(name), name]));

/** The category icon a stored name means, however it is spelt ("Leaf", "leaf", "lucide-leaf"); undefined for others. */
export function findCategoryIcon(name: string | null | undefined): CategoryIconName | undefined {
  return name ? iconByFileName.get(lucideFileName(name)) : undefined;
}

/** The icon the site draws for a category: its own when it is a category icon, else the default. */
export function categoryIconToDraw(name: string | null | undefined): string {
  return findCategoryIcon(name) ?? DEFAULT_CATEGORY_ICON;
}
