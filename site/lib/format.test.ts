import { describe, expect, it } from "vitest";
import {
  priceRangeMeaning,
  shortenText,
  formatDate,
  formatRating,
  formatReviewCount,
  reviewsTabLabel,
  whatsappGreeting,
  whatsappLink,
} from "./format.ts";
import { CATALOGUES } from "../../shared/i18n/catalogues.ts";

describe("formatRating", () => {
  it("shows a stored rating with one decimal", () => {
    expect(formatRating("4.55")).toBe("4.6");
    expect(formatRating("4.00")).toBe("4.0");
    expect(formatRating(3)).toBe("3.0");
  });

  it("shows 0.0 for a rating that is not a number", () => {
    expect(formatRating("n/a")).toBe("0.0");
  });
});

describe("whatsappLink", () => {
  it("builds the chat link from the digits of the number with the greeting encoded", () => {
    const link = whatsappLink("+91 98970-11111", whatsappGreeting("Ganga & Yoga"));
    expect(link).toBe(
      "https://wa.me/919897011111?text=Namaste!%20I%20found%20Ganga%20%26%20Yoga%20on%20Soul%20of%20Rishikesh%20and%20would%20like%20to%20know%20more.",
    );
  });

  it("gives no link for a number without digits", () => {
    expect(whatsappLink("call us", "hi")).toBeUndefined();
  });
});

describe("display texts", () => {
  it("counts reviews in the singular and plural", () => {
    expect(formatReviewCount(1)).toBe("1 review");
    expect(formatReviewCount(12)).toBe("12 reviews");
  });

  it("counts reviews and says the price level in Hindi and Hebrew", () => {
    const { business: hindi } = CATALOGUES.hi;
    const { business: hebrew } = CATALOGUES.he;
    expect(formatReviewCount(1, "hi", hindi.reviewCount)).toBe("1 समीक्षा");
    expect(formatReviewCount(12, "hi", hindi.reviewCount)).toBe("12 समीक्षाएँ");
    expect([1, 2, 12].map((count) => formatReviewCount(count, "he", hebrew.reviewCount))).toEqual([
      "ביקורת אחת",
      "שתי ביקורות",
      "12 ביקורות",
    ]);
    expect(reviewsTabLabel(12, "he", hebrew.reviewsTab)).toBe("ביקורות (12)");
    expect(priceRangeMeaning("$$", hindi)).toBe("मध्यम (₹1,500-3,000)");
  });

  it("greets a business on WhatsApp in the page's language, its name as it writes it", () => {
    expect(whatsappGreeting("Ganga & Yoga", "he", CATALOGUES.he.business.whatsappGreeting)).toBe(
      "נמסטה! מצאתי את Ganga & Yoga ב־Soul of Rishikesh ואשמח לשמוע עוד.",
    );
  });

  it("writes dates in UTC so a build anywhere shows the same day", () => {
    expect(formatDate("2025-04-02T23:30:00.000Z")).toBe("April 2, 2025");
  });

  it("explains a stored price level and nothing else", () => {
    expect(priceRangeMeaning("$$")).toBe("Moderate (₹1,500-3,000)");
    expect(priceRangeMeaning("From ₹800")).toBeUndefined();
  });

  it("shortens a long text at a word, and leaves a short one as it is", () => {
    expect(shortenText("Sunrise hatha classes on a rooftop", 20)).toBe("Sunrise hatha…");
    expect(shortenText("Short enough", 20)).toBe("Short enough");
    expect(shortenText("Supercalifragilistic", 10)).toBe("Supercali…");
  });
});
