import { describe, expect, it } from "vitest";
import {
  LISTING_CONTACT_PROMISE,
  PHOTO_UPLOAD_LIMITS,
  PRICE_RANGES,
  PRODUCT_NAME,
  SIGN_IN_SUBTITLE,
} from "../../../shared/constants.ts";
import signIn from "../../../shared/i18n/catalogues/en/signIn.json";
import { photoLimitsText } from "../../../shared/media.ts";
import { FORM_OFFLINE_DETAIL, FORM_OFFLINE_MESSAGE, LISTING_CONTACT_MESSAGE } from "../../../shared/messages.ts";
import { listingTexts } from "../listing/texts.ts";
import { ENGLISH_TOASTER_TEXTS } from "../../../shared/ui/toast/Toaster.tsx";
import { formsTexts, splitAround, toasterTexts } from "./texts.ts";

describe("the islands' English texts", () => {
  // the spec's texts stay in shared/: an English page shows them as they are written there
  it("are the spec's where shared/ names them", () => {
    const listing = listingTexts("en");
    expect(listing("contactPromise")).toBe(LISTING_CONTACT_PROMISE);
    expect(listing("nextContact", { promise: listing("contactPromise") })).toBe(LISTING_CONTACT_MESSAGE);
    for (const range of PRICE_RANGES) expect(listing(`price${range.value}`)).toBe(range.label);
    for (const count of [1, PHOTO_UPLOAD_LIMITS.perListing]) {
      const megabytes = Math.round(PHOTO_UPLOAD_LIMITS.maxBytes / (1024 * 1024));
      expect(listing("photoLimits", { count, megabytes })).toBe(photoLimitsText(count, PHOTO_UPLOAD_LIMITS.maxBytes));
    }
    expect(formsTexts("en")("offline")).toBe(FORM_OFFLINE_MESSAGE);
    expect(formsTexts("en")("offlineDetail")).toBe(FORM_OFFLINE_DETAIL);
    expect(signIn.subtitle).toBe(SIGN_IN_SUBTITLE);
    expect(toasterTexts("en")).toEqual(ENGLISH_TOASTER_TEXTS);
    expect(toasterTexts("he").region).toBe("התראות (F8)");
    expect(signIn.welcome.replace("{product}", PRODUCT_NAME)).toBe(`Welcome to ${PRODUCT_NAME}`);
  });
});

describe("splitAround", () => {
  it("cuts a text where its element goes, wherever the language puts it", () => {
    expect(splitAround("Signed in: see {link}.", "link")).toEqual(["Signed in: see ", "."]);
    expect(splitAround("आपको यह {link} में मिलेगी।", "link")).toEqual(["आपको यह ", " में मिलेगी।"]);
    expect(splitAround("No element here", "link")).toEqual(["No element here", ""]);
  });
});
