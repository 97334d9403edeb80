import { describe, expect, it } from "vitest";
import { mediaUrl, photoAttributes } from "./media.ts";

const decode = (url: string) => Buffer.from(url.split("/").at(-1)!, "base64url").toString("utf8");

describe("content photos through /media", () => {
  it("carries the photo's address in the path, so the service reads back exactly it", () => {
    const source = "https://images.example.com/ghat photo.jpg?w=800&q=80&caption=Trāyambakeśvar";
    const url = mediaUrl(source, 400);
    expect(url).toMatch(/^\/media\/400\/[A-Za-z0-9_-]+$/);
    expect(decode(url)).toBe(source);
  });

  it("offers each photo width in the srcset, with the slot's sizes", () => {
    const photo = photoAttributes("https://images.example.com/shala.jpg", "100vw");
    expect(photo.src).toBe(mediaUrl("https://images.example.com/shala.jpg", 800));
    expect(photo.srcset?.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["400w", "800w", "1200w"]);
    expect(photo.sizes).toBe("100vw");
  });

  it("leaves the site's own images (the fallbacks) as they are", () => {
    expect(mediaUrl("/images/fallback-business.svg", 400)).toBe("/images/fallback-business.svg");
    expect(photoAttributes("/images/fallback-business.svg", "100vw")).toEqual({ src: "/images/fallback-business.svg" });
  });
});
