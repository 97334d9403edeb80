import { describe, expect, it } from "vitest";
import type { Business } from "../../../shared/schemas/business.ts";
import { UNKNOWN_HOURS } from "../../../shared/schemas/hours.ts";
import {
  NOTHING_PROPOSED_MESSAGE,
  OwnerListingEditSchema,
  OwnerProposalInputSchema,
  proposalLines,
} from "../../../shared/schemas/owner-listing.ts";
import { businessToFormValues } from "../../screens/businesses/business-form.ts";
import { detailsFormValues, listingEditInput, proposalInput } from "./listing-form.ts";

const stored: Business = {
  id: 7,
  name: "Ganga View Yoga Shala",
  description: "Morning hatha classes on the riverbank.",
  categoryId: 3,
  location: "Tapovan",
  address: null,
  // shorter than the listing form takes today: sent back unchanged, it would be refused
  phone: "12345",
  email: null,
  website: null,
  whatsapp: null,
  priceRange: null,
  latitude: 30.13,
  longitude: 78.32,
  bank: null,
  images: [],
  imageAlts: {},
  services: ["Hatha"],
  amenities: [],
  isVerified: true,
  isActive: true,
  isFeatured: false,
  rating: "4.50",
  reviewCount: 2,
  viewCount: 10,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  hours: UNKNOWN_HOURS,
  hoursConfirmedAt: null,
  category: { name: "Yoga & Meditation", slug: "yoga-meditation", color: "#ff6b35" },
};

describe("the owner's everyday form", () => {
  it("sends only the fields that go live at once, which the API's schema takes", () => {
    const form = { ...businessToFormValues(stored), services: "Hatha, Kirtan ", phone: "+91 98370 99999" };
    const input = listingEditInput(form);
    expect(Object.keys(input).sort()).toEqual([
      "amenities",
      "description",
      "hours",
      "imageAlts",
      "images",
      "priceRange",
      "services",
    ]);
    expect(input.services).toEqual(["Hatha", "Kirtan"]);
    expect(OwnerListingEditSchema.safeParse(input).success).toBe(true);
  });
});

describe("the owner's details form", () => {
  it("proposes only what was changed, the category as its id", () => {
    const form = { ...detailsFormValues(stored), phone: "+91 98370 22222 ", categoryId: "5" };
    expect(proposalInput(form, stored)).toEqual({ phone: "+91 98370 22222 ", categoryId: 5 });
  });

  it("proposes nothing when nothing changed, which the schema refuses with its message", () => {
    const input = proposalInput(detailsFormValues(stored), stored);
    expect(input).toEqual({});
    expect(OwnerProposalInputSchema.safeParse(input).error?.issues[0]?.message).toBe(NOTHING_PROPOSED_MESSAGE);
  });
});

describe("a proposal's lines", () => {
  it("name each field in the forms' order, a category by its name, an empty value as none", () => {
    const lines = proposalLines(
      { website: "https://ganga.example", categoryId: 5, phone: "+91 98370 22222" },
      { website: null, categoryId: 3, phone: "12345" },
      (id) => (id === 5 ? "Ayurveda" : undefined),
    );
    expect(lines).toEqual([
      { field: "categoryId", label: "Category", from: "Category #3", to: "Ayurveda" },
      { field: "phone", label: "Phone", from: "12345", to: "+91 98370 22222" },
      { field: "website", label: "Website", from: "(none)", to: "https://ganga.example" },
    ]);
  });
});
