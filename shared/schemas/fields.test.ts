import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DATABASE_INTEGER, SLUG_MAX_LENGTH, TEXT_LIMITS } from "../constants.ts";
import { slugify } from "../slug.ts";
import { AdminBusinessListQuerySchema } from "./admin-lists.ts";
import { BlogPostInputSchema } from "./blog.ts";
import {
  AdminBusinessInputSchema,
  BusinessSearchQuerySchema,
  BusinessSubmissionSchema,
  TOO_MANY_LISTING_PHOTOS_MESSAGE,
} from "./business.ts";
import { CategoryInputSchema } from "./category.ts";
import {
  controlCharactersMessage,
  httpUrlMessage,
  INVALID_PHONE_MESSAGE,
  INVALID_WHATSAPP_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "./fields.ts";
import { DEFAULT_HOME_CONTENT, HomeContentInputSchema } from "./home-content.ts";
import { InquiryInputSchema } from "./inquiry.ts";
import { TestimonialInputSchema } from "./testimonial.ts";
import { toApiErrorBody } from "./validation.ts";

const category = { name: "Sound Healing", slug: "sound-healing" };
const post = { title: "Morning aarti", slug: "morning-aarti", content: "By the river", category: "spiritual" };

const listing = {
  name: "Ganga View Yoga Shala",
  description: "Morning hatha and evening yin classes.",
  categoryId: 1,
  location: "Tapovan",
  phone: "+91 98370 11111",
};

/** The field messages a schema answers for the input, or undefined when it accepts it. */
function errorsOf(schema: z.ZodType, input: object) {
  const result = schema.safeParse(input);
  return result.success ? undefined : toApiErrorBody(result.error).errors;
}

function slugError(schema: typeof CategoryInputSchema | typeof BlogPostInputSchema, input: object) {
  const result = schema.safeParse(input);
  return result.success ? undefined : toApiErrorBody(result.error).errors?.slug;
}

describe("slug fields of the category and blog forms", () => {
  it("accept a slug up to the limit, such as one slugify() proposes for a long title", () => {
    expect(CategoryInputSchema.safeParse({ ...category, slug: "a".repeat(SLUG_MAX_LENGTH) }).success).toBe(true);
    expect(BlogPostInputSchema.safeParse({ ...post, slug: slugify("A very long title ".repeat(20)) }).success).toBe(
      true,
    );
  });

  it("refuse an overlong slug with its own message", () => {
    const tooLong = "a".repeat(SLUG_MAX_LENGTH + 1);
    const message = `Slug must be at most ${SLUG_MAX_LENGTH} characters`;
    expect(slugError(CategoryInputSchema, { ...category, slug: tooLong })).toBe(message);
    expect(slugError(BlogPostInputSchema, { ...post, slug: tooLong })).toBe(message);
  });

  it("refuse a missing slug with the forms' required-fields message, and a malformed one", () => {
    expect(slugError(CategoryInputSchema, { ...category, slug: "  " })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(slugError(BlogPostInputSchema, { ...post, slug: "Not A Slug" })).toMatch(/lowercase letters/);
  });
});

describe("free-text fields", () => {
  it("refuse a text over its named limit with the field's own message", () => {
    const description = "a".repeat(TEXT_LIMITS.description + 1);
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, description })?.description).toBe(
      `Description must be at most ${TEXT_LIMITS.description} characters`,
    );
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, name: "n".repeat(TEXT_LIMITS.name + 1) })?.name).toBe(
      `Business name must be at most ${TEXT_LIMITS.name} characters`,
    );
    const content = "c".repeat(TEXT_LIMITS.adminContent + 1);
    expect(errorsOf(BlogPostInputSchema, { ...post, content })?.content).toBe(
      `Content must be at most ${TEXT_LIMITS.adminContent} characters`,
    );
    expect(BlogPostInputSchema.safeParse({ ...post, content: content.slice(1) }).success).toBe(true);
  });

  it("refuse NUL and other control characters, but keep line breaks and tabs in multi-line fields", () => {
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, name: "Shala\u0000" })?.name).toBe(
      controlCharactersMessage("Business name"),
    );
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, location: "Tapo\nvan" })?.location).toBe(
      controlCharactersMessage("Location"),
    );
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, description: "Hatha\u0007 and yin classes" })).toEqual({
      description: controlCharactersMessage("Description"),
    });
    const multiLine = "Hatha at six.\r\n\tYin at five.";
    expect(BusinessSubmissionSchema.parse({ ...listing, description: multiLine }).description).toBe(multiLine);
  });

  it("bound the lists: entries and the length of each", () => {
    const services = Array.from({ length: TEXT_LIMITS.listItems + 1 }, (_, i) => `Service ${i}`);
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, services })?.services).toMatch(/At most 30 entries/);
    expect(errorsOf(BlogPostInputSchema, { ...post, tags: ["x".repeat(TEXT_LIMITS.listItem + 1)] })).toEqual({
      "tags.0": `Tag must be at most ${TEXT_LIMITS.listItem} characters`,
    });
    expect(BlogPostInputSchema.parse({ ...post, tags: [" yoga ", "", "river"] }).tags).toEqual(["yoga", "river"]);
  });

  it("refuse control characters in search queries", () => {
    expect(BusinessSearchQuerySchema.safeParse({ location: "\u0000" }).success).toBe(false);
    expect(AdminBusinessListQuerySchema.safeParse({ q: "a\u0000" }).success).toBe(false);
    expect(BusinessSearchQuerySchema.safeParse({ location: "Tapovan" }).success).toBe(true);
  });
});

describe("web address fields", () => {
  const testimonial = { name: "Asha", location: "Pune", rating: 5, comment: "Lovely", avatar: "https://a.example/1" };

  it("accept http(s) addresses and refuse what does not parse or is another scheme", () => {
    for (const bad of ["http://[", "https://exa mple.com", "javascript:alert(1)", "ftp://files.example", "/x.jpg"]) {
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, images: [bad] })?.["images.0"], bad).toBe(
        httpUrlMessage("Image URL"),
      );
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, website: bad })?.website, bad).toBe(
        httpUrlMessage("Website"),
      );
      expect(errorsOf(BlogPostInputSchema, { ...post, imageUrl: bad })?.imageUrl, bad).toBe(
        httpUrlMessage("Image URL"),
      );
      expect(errorsOf(TestimonialInputSchema, { ...testimonial, avatar: bad })?.avatar, bad).toBe(
        httpUrlMessage("Avatar URL"),
      );
    }
    const accepted = BusinessSubmissionSchema.parse({
      ...listing,
      website: "https://gangaview.example",
      images: ["http://img.example/a.jpg", " "],
    });
    expect(accepted).toMatchObject({ website: "https://gangaview.example", images: ["http://img.example/a.jpg"] });
    expect(BusinessSubmissionSchema.parse({ ...listing, website: "" }).website).toBeNull();
  });

  it("take an uploaded photo where they take a photo's web address, five at most on a listing", () => {
    const uploaded = (n: number) => `upload:${n.toString(16).padStart(64, "0")}.webp`;
    const photos = [1, 2, 3, 4, 5].map(uploaded);
    expect(BusinessSubmissionSchema.parse({ ...listing, images: photos }).images).toEqual(photos);
    expect(errorsOf(BusinessSubmissionSchema, { ...listing, images: [...photos, uploaded(6)] })?.images).toBe(
      TOO_MANY_LISTING_PHOTOS_MESSAGE,
    );
    // web addresses beside them do not count
    expect(
      BusinessSubmissionSchema.safeParse({ ...listing, images: [...photos, "https://a.example/1.jpg"] }).success,
    ).toBe(true);
    expect(BlogPostInputSchema.parse({ ...post, imageUrl: uploaded(7) }).imageUrl).toBe(uploaded(7));
    for (const bad of ["upload:../../etc/passwd", `upload:${"0".repeat(64)}.svg`, "upload:"]) {
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, images: [bad] })?.["images.0"], bad).toBe(
        httpUrlMessage("Image URL"),
      );
    }
  });

  it("take a site path or an http(s) address as the home page's button link, nothing else", () => {
    const ctaLinkOf = (ctaLink: string) => HomeContentInputSchema.safeParse({ ...DEFAULT_HOME_CONTENT, ctaLink });
    for (const good of ["/search", "/search?category=yoga", "https://example.com/x", ""]) {
      expect(ctaLinkOf(good).success, good).toBe(true);
    }
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil"]) {
      expect(ctaLinkOf(bad).success, bad).toBe(false);
    }
  });
});

describe("phone number fields", () => {
  const adminBusiness = { name: "Ganga View", description: "Rooms", categoryId: 1, location: "Tapovan" };
  const inquiry = { customerName: "Maya", customerEmail: "maya@example.com", message: "Do you take drop-ins?" };
  const written = ["+91 98370 11111", "0135-243-1187", "(0135) 243 1187", "+91.135.243.1187", "0135 2431187 / 88"];
  const notNumbers = [
    "call me maybe",
    "abcdefghijkl",
    "+91 98370 1111x",
    "++91 98370 11111",
    "+-() ./-()..",
    "12-34-56",
  ];

  it("take numbers as people write them and refuse text that is no number, with the field's message", () => {
    for (const phone of written) {
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, phone, whatsapp: phone }), phone).toBeUndefined();
      expect(errorsOf(AdminBusinessInputSchema, { ...adminBusiness, phone, whatsapp: phone }), phone).toBeUndefined();
      expect(errorsOf(InquiryInputSchema, { ...inquiry, customerPhone: phone }), phone).toBeUndefined();
    }
    for (const phone of notNumbers) {
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, phone })?.phone, phone).toBe(INVALID_PHONE_MESSAGE);
      expect(errorsOf(BusinessSubmissionSchema, { ...listing, whatsapp: phone })?.whatsapp).toBe(
        INVALID_WHATSAPP_MESSAGE,
      );
      expect(errorsOf(AdminBusinessInputSchema, { ...adminBusiness, phone })?.phone, phone).toBe(INVALID_PHONE_MESSAGE);
      expect(errorsOf(InquiryInputSchema, { ...inquiry, customerPhone: phone })?.customerPhone, phone).toBe(
        INVALID_PHONE_MESSAGE,
      );
    }
  });

  it("leave the optional ones optional: empty is stored as none", () => {
    expect(AdminBusinessInputSchema.parse({ ...adminBusiness, phone: "", whatsapp: " " })).toMatchObject({
      phone: null,
      whatsapp: null,
    });
    expect(InquiryInputSchema.parse({ ...inquiry, customerPhone: "" }).customerPhone).toBeNull();
  });
});

describe("whole-number fields", () => {
  const testimonial = { name: "Asha", location: "Pune", rating: 5, comment: "Lovely", avatar: "https://a.example/1" };

  it("stay within the database's integer range", () => {
    const sortOrderError = `Sort order must be a whole number between ${DATABASE_INTEGER.min} and ${DATABASE_INTEGER.max}`;
    expect(errorsOf(TestimonialInputSchema, { ...testimonial, sortOrder: 2 ** 31 })?.sortOrder).toBe(sortOrderError);
    expect(errorsOf(TestimonialInputSchema, { ...testimonial, sortOrder: -(2 ** 31) - 1 })?.sortOrder).toBe(
      sortOrderError,
    );
    expect(TestimonialInputSchema.parse({ ...testimonial, sortOrder: DATABASE_INTEGER.max }).sortOrder).toBe(
      DATABASE_INTEGER.max,
    );
    expect(BusinessSearchQuerySchema.safeParse({ offset: String(2 ** 31) }).success).toBe(false);
    expect(AdminBusinessListQuerySchema.safeParse({ offset: "1e20" }).success).toBe(false);
  });
});
