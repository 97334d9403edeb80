import { describe, expect, it } from "vitest";
import { BUSINESS_SCHEMA_TYPES, businessSchemaType } from "./business-schema-types.ts";

describe("businessSchemaType", () => {
  it("maps each built-in category to its schema.org type", () => {
    expect(businessSchemaType("stays-retreats")).toBe("LodgingBusiness");
    expect(businessSchemaType("eat-unwind")).toBe("FoodEstablishment");
    expect(businessSchemaType("courses-certifications")).toEqual(["LocalBusiness", "EducationalOrganization"]);
  });

  it("falls back to LocalBusiness for categories it does not know, whatever their slug", () => {
    expect(businessSchemaType("pottery-classes")).toBe("LocalBusiness");
    expect(businessSchemaType("constructor")).toBe("LocalBusiness");
    expect(businessSchemaType(null)).toBe("LocalBusiness");
  });

  it("keeps LocalBusiness first wherever a second type is added, so its properties stay valid", () => {
    for (const type of Object.values(BUSINESS_SCHEMA_TYPES)) {
      if (Array.isArray(type)) expect(type[0]).toBe("LocalBusiness");
    }
  });
});
