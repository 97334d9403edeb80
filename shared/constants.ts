// Business constants and limits of spec section 9, named once for the service, the site and the admin.

/** The data folder when DATA_DIR is not set: the database, the content snapshot and the site releases. */
export const DEFAULT_DATA_DIR = "./data";
/** The content snapshot's place in the data folder: the service writes it there, the site's build reads it. */
export const SNAPSHOT_FILE = "build/snapshot.json";

export const PRODUCT_NAME = "Soul of Rishikesh";
export const PRODUCT_TAGLINE = "Soul of Rishikesh";
export const SIGN_IN_SUBTITLE = "Discover authentic spiritual experiences in the yoga capital of the world";
export { ADMIN_SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from "./signed-in-hint.ts";

/** Shown when the stats call fails or has not answered yet. */
export const FALLBACK_TOTAL_BUSINESSES = "500+";
/** Figures every language writes in digits; the travellers' count is words, in the layout catalogue ("50K+"). */
export const MARKETING_FIGURES = {
  years: "15+",
  support: "24/7",
  partners: "500+",
} as const;

export const CONTACT = {
  email: "namaste@soulofrishikesh.com",
  phone: "+91 98370 12345",
  whatsapp: "+91 98370 12345",
  postalArea: "Tapovan, Rishikesh, Uttarakhand 249192",
  website: "https://soulofrishikesh.com",
} as const;

export const SEARCH_RADIUS = { min: 1, max: 20, step: 1, default: 5 } as const;
/** A business's map position in degrees: latitude within ±90, longitude within ±180. */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;

/** The admin's price levels; businesses store the symbol. */
export const PRICE_RANGES = [
  { value: "$", label: "$ Budget friendly" },
  { value: "$$", label: "$$ Moderate" },
  { value: "$$$", label: "$$$ Premium" },
  { value: "$$$$", label: "$$$$ Luxury" },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]["value"];
export const PRICE_RANGE_VALUES = PRICE_RANGES.map((p) => p.value) as [PriceRange, ...PriceRange[]];

/** The search box's price filter; each option selects one stored price level. "any" sends nothing. */
export const PRICE_FILTERS = [
  { value: "budget", label: "Budget (₹500-1,500)", priceRange: "$" },
  { value: "moderate", label: "Moderate (₹1,500-3,000)", priceRange: "$$" },
  { value: "premium", label: "Premium (₹3,000-5,000)", priceRange: "$$$" },
  { value: "luxury", label: "Luxury (₹5,000+)", priceRange: "$$$$" },
] as const satisfies readonly { value: string; label: string; priceRange: PriceRange }[];
export type PriceFilter = (typeof PRICE_FILTERS)[number]["value"];
export const PRICE_FILTER_VALUES = PRICE_FILTERS.map((p) => p.value) as [PriceFilter, ...PriceFilter[]];

export const FEATURED_BUSINESSES_LIMIT = 6;
export const SKELETON_CARD_COUNT = 6;
export const BLOG_FEATURED_COUNT = 2;
export const FEATURED_CARD_TAG_LIMIT = 3;

export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;
/**
 * A review's place in moderation: published ones are shown and counted in the rating; held ones (a flood's, an
 * address's second in a short while) wait for an admin; hidden ones an admin took down.
 */
export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/**
 * The public forms' honeypot (shared/schemas/form-guard.ts): a field a form-filling script fills because it looks
 * like any other. Named here, free of zod, for the islands that draw it.
 */
export const HONEYPOT_FIELD = "homepage";
/** A review's text lengths, and its owner's reply's (issue 44): the maxima keep one review a readable size. */
export const REVIEW_LIMITS = {
  nameMax: 100,
  locationMax: 100,
  titleMax: 200,
  commentMax: 5000,
  replyMax: 2000,
} as const;
/** An inquiry's text lengths: the message minimum is the spec's (section 9); the maxima keep one inquiry readable. */
export const INQUIRY_LIMITS = {
  nameMax: 100,
  phoneMax: 30,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;
export const BUSINESS_DESCRIPTION_MIN = 10;
export const BUSINESS_PHONE_MIN = 10;

export const BLOG_READ_TIME = { min: 1, max: 60, default: 5 } as const;
/** A new post is a draft until an admin publishes it, so a half-written post never goes live by accident. */
export const DEFAULT_BLOG_IS_PUBLISHED = false;
export const BLOG_CATEGORIES = ["travel", "yoga", "meditation", "spiritual", "wellness", "guides"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const TESTIMONIAL_RATING = { min: 1, max: 5 } as const;

/** What an inquiry without a subject is titled in the admin, and found by in its search (spec section 2). */
export const DEFAULT_INQUIRY_SUBJECT = "General Inquiry";

export const INQUIRY_STATUSES = ["pending", "responded", "resolved", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** Every inquiry starts pending, whatever the client sends. */
export const DEFAULT_INQUIRY_STATUS: InquiryStatus = "pending";
/** Spec section 4: Mark Responded from pending; Mark Resolved from pending or responded; Close from any but closed. */
export const INQUIRY_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  pending: ["responded", "resolved", "closed"],
  responded: ["resolved", "closed"],
  resolved: ["closed"],
  closed: [],
};
export function canTransitionInquiry(from: string, to: InquiryStatus): boolean {
  return Object.hasOwn(INQUIRY_TRANSITIONS, from) && INQUIRY_TRANSITIONS[from as InquiryStatus].includes(to);
}

/** The longest slug: slugs name the built site's pages, and a file name has a length limit. */
export const SLUG_MAX_LENGTH = 100;

export const DEFAULT_CATEGORY_COLOR = "#ff6b35";
export const DEFAULT_CATEGORY_ICON = "Sparkles";

/** Spec section 3: an admin's role defaults to 'admin'. */
export const DEFAULT_ADMIN_ROLE = "admin";
/** An admin password's length: at least 12 characters; the maximum bounds the work of hashing one. */
export const ADMIN_PASSWORD_LENGTH = { min: 12, max: 1024 } as const;
/** GET /api/admin/audit: rows per page when no limit is asked for, and the most one call may ask. */
export const AUDIT_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;

/**
 * The longest text each kind of free-text field takes: enough for any real entry, small enough that one
 * record stays cheap to store, index and render. Fields with their own limits (reviews, inquiries) keep them.
 */
export const TEXT_LIMITS = {
  /** business, category and blog post names and titles */
  name: 200,
  /** one-line details: location, phone, WhatsApp, icon name */
  line: 200,
  address: 500,
  /** descriptions and excerpts */
  description: 5000,
  /** a blog post's body */
  adminContent: 50_000,
  url: 2000,
  /** entries of a list (services, amenities, tags, images), and the length of each */
  listItems: 30,
  listItem: 200,
} as const;

/** The largest request body, in bytes: the public forms send a few KB, an admin's blog post up to 50,000 characters. */
export const REQUEST_BODY_LIMITS = { public: 64 * 1024, admin: 1024 * 1024 } as const;

/**
 * Photos uploaded from a phone or a computer (issue 45), shown to the person choosing files ("Up to 5 photos, 10 MB
 * each"): a phone's photo is 3-8 MB; 40 megapixels (8K by 5K) is more than any phone takes, and a picture declaring
 * more is refused before it is decoded (a decompression bomb); a listing holds 5 until an editor approves it, a
 * business as many as its image list takes.
 */
export const PHOTO_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  perListing: 5,
  perBusiness: TEXT_LIMITS.listItems,
} as const;

/** PostgreSQL's integer column: a number outside it cannot be stored or compared with one, so input stays inside. */
export const DATABASE_INTEGER = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export const FIELD_LIMITS = {
  adminUsername: 50,
  adminEmail: 255,
  adminPasswordHash: 255,
  personName: 100,
  adminRole: 20,
  testimonialName: 100,
  testimonialLocation: 100,
  testimonialAvatar: 500,
  homeTitle: 255,
  ctaText: 100,
  ctaLink: 255,
} as const;

export const LISTING_CONTACT_PROMISE = "24-48 hours";

export const TOAST = { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50 } as const;

/** @tanstack/react-query defaults of spec section 9. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 5 * 60 * 1000,
} as const;

/**
 * Businesses per page of the site's listings: a category's prebuilt pages (/categories/{slug}/page/{n}), the
 * search page's prebuilt first page, and each "Show more" the search island loads. 24 fill rows of 2 and 3 cards.
 */
export const LISTING_PAGE_SIZE = 24;
/** Page size of GET /api/businesses when no limit is asked for, and the most one call may ask. */
export const BUSINESS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
/** "distance": nearest on foot first, from the search's `near` */
export const BUSINESS_SORTS = ["rating", "newest", "name", "distance"] as const;

/** Page size of GET /api/businesses/{id}/reviews when no limit is asked for, and the most one call may ask. */
export const REVIEW_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
/**
 * Page size of the other public lists (categories, blog posts, testimonials): they are short, so one default page
 * holds all of today's content, while the maximum still bounds what one call can make the service send.
 */
export const PUBLIC_LIST_PAGE = { defaultLimit: 100, maxLimit: 100 } as const;

export interface BuiltInCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
  color: string;
}

/** The nine categories of spec section 3, with their display set. Lucide icon names. */
export const BUILT_IN_CATEGORIES: readonly BuiltInCategory[] = [
  {
    slug: "yoga-meditation",
    name: "Yoga & Meditation",
    description:
      "Ashrams, yoga schools and meditation halls along the Ganges, from drop-in classes to teacher trainings.",
    icon: "Flower2",
    color: "#ff6b35",
  },
  {
    slug: "ayurveda-healing",
    name: "Ayurveda & Healing",
    description: "Ayurvedic doctors, panchakarma centres, sound healers and bodywork therapists.",
    icon: "Leaf",
    color: "#2f9e44",
  },
  {
    slug: "stays-retreats",
    name: "Stays & Retreats",
    description: "Guesthouses, riverside ashram rooms, boutique hotels and week-long retreats.",
    icon: "BedDouble",
    color: "#1c7ed6",
  },
  {
    slug: "mystic-experiences",
    name: "Mystic Experiences",
    description: "Ganga aarti, fire ceremonies, astrology readings and guided visits to sacred sites.",
    icon: "Sparkles",
    color: "#7048e8",
  },
  {
    slug: "adventure-exploration",
    name: "Adventure & Exploration",
    description: "White-water rafting, bungee, Himalayan treks and camping by the river.",
    icon: "Mountain",
    color: "#e8590c",
  },
  {
    slug: "eat-unwind",
    name: "Eat & Unwind",
    description: "Sattvic kitchens, rooftop cafés, juice bars and places to sit with a chai and a view.",
    icon: "Coffee",
    color: "#c2255c",
  },
  {
    slug: "local-essentials",
    name: "Local Essentials",
    description: "Taxis, bike rentals, pharmacies, laundries, SIM cards and money changers.",
    icon: "MapPin",
    color: "#495057",
  },
  {
    slug: "events-gatherings",
    name: "Events & Gatherings",
    description: "Festivals, kirtan nights, satsangs, workshops and the International Yoga Festival.",
    icon: "CalendarDays",
    color: "#f08c00",
  },
  {
    slug: "courses-certifications",
    name: "Courses & Certifications",
    description: "Yoga Alliance teacher trainings, ayurveda diplomas, Sanskrit and music courses.",
    icon: "GraduationCap",
    color: "#0c8599",
  },
];

/** Page size of the admin lists when no limit is asked for, and the most one call may ask. */
export const ADMIN_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
/** The longest search text a list query takes; longer ones are refused, not cut. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The response header carrying how many rows match in all, where the body is one page of them. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** The admin business list's filters; "pending" means awaiting approval (not active yet). */
export const ADMIN_BUSINESS_FILTERS = ["all", "pending", "active", "verified", "unverified", "featured"] as const;
export type AdminBusinessFilter = (typeof ADMIN_BUSINESS_FILTERS)[number];
/** The admin inquiry list's filters: every status, or all of them. */
export const ADMIN_INQUIRY_FILTERS = ["all", ...INQUIRY_STATUSES] as const;
/** The admin review list's filters: every moderation status, or all of them. */
export const ADMIN_REVIEW_FILTERS = ["all", ...REVIEW_STATUSES] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];
