import { describe, expect, it } from "vitest";
import { postalAddressParts } from "./postal-address.ts";

describe("postalAddressParts", () => {
  it("splits off the PIN code, and the town and state the other parts say", () => {
    expect(postalAddressParts("Lane 3, Badrinath Road, Tapovan, Rishikesh, Uttarakhand 249192", "Tapovan")).toEqual({
      streetAddress: "Lane 3, Badrinath Road, Tapovan",
      addressLocality: "Rishikesh",
      addressRegion: "Uttarakhand",
      postalCode: "249192",
      addressCountry: "IN",
    });
  });

  it("keeps a place outside the town in the street part, and reads a PIN code written with a space", () => {
    const parts = postalAddressParts(
      "Neelkanth Mahadev Road, Pauri Garhwal, near Rishikesh, Uttarakhand 249 304",
      null,
    );
    expect(parts.streetAddress).toBe("Neelkanth Mahadev Road, Pauri Garhwal, near Rishikesh");
    expect(parts.postalCode).toBe("249304");
  });

  it("falls back to the neighbourhood without an address, and claims no PIN code it was not given", () => {
    expect(postalAddressParts(null, "Laxman Jhula")).toMatchObject({
      streetAddress: "Laxman Jhula",
      postalCode: undefined,
    });
    expect(postalAddressParts("Main market, Laxman Jhula", "Laxman Jhula")).toMatchObject({
      streetAddress: "Main market, Laxman Jhula",
      postalCode: undefined,
    });
    expect(postalAddressParts("  ", null).streetAddress).toBeUndefined();
  });
});
