// The checks on astro's output that fail a build whose log the builder no longer reads right (a real build takes
// them in builder.test.ts): what each says when astro's log, or the calls of the cache links preload, are not what
// Astro 7.3.5 gives.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSiteSnapshot } from "../../../shared/schemas/snapshot.ts";
import { misreadOutput } from "./astro-output.ts";

const fixture = parseSiteSnapshot(
  JSON.parse(readFileSync(new URL("../../../site/lib/fixtures/snapshot.json", import.meta.url), "utf8")),
);
const business = `business/${fixture.businesses[0]!.id}/index.html`;
const rendered = ["index.html", "about/index.html", business];
const reused = [`business/${fixture.businesses[1]!.id}/index.html`];
const calls = { restores: 1, cachedCopies: 1, outputWrites: 3 };
const read = { restored: 1, empty: 0, cacheLinks: calls };

describe("a build's output", () => {
  it("is read right when its lines cover the pages and the preload was called as they say", () => {
    expect(misreadOutput({ rendered, reused }, read, 4, fixture)).toBeUndefined();
    // pages found staged need no call; a build that renders no record's page writes no cached copy
    expect(
      misreadOutput(
        { rendered: ["index.html"], reused },
        { restored: 0, empty: 0, cacheLinks: { restores: 0, cachedCopies: 0, outputWrites: 1 } },
        2,
        fixture,
      ),
    ).toBeUndefined();
  });

  it("fails a build whose log names fewer pages than the snapshot makes, or none", () => {
    expect(misreadOutput({ rendered: [], reused: [] }, read, 4, fixture)).toContain(
      "astro's log named 0 pages where the snapshot and site/pages make at least 4: astro's log format changed",
    );
    expect(misreadOutput({ rendered, reused: [] }, read, 4, fixture)).toContain("astro's log named 3 pages");
  });

  it("fails a build whose log names pages otherwise than by their file in the release", () => {
    const asAddresses = { rendered: ["/", "/about", `/business/${fixture.businesses[0]!.id}`], reused };
    expect(misreadOutput(asAddresses, read, 4, fixture)).toContain(`did not name the home page as "/index.html"`);
  });

  it("fails a build during which the cache links preload was not installed or not called", () => {
    expect(misreadOutput({ rendered, reused }, { restored: 1, empty: 0 }, 4, fixture)).toContain(
      "the build process did not report what the cache links preload did",
    );
    const notCalled = { restored: 1, empty: 0, cacheLinks: { restores: 0, cachedCopies: 0, outputWrites: 0 } };
    const message = misreadOutput({ rendered, reused }, notCalled, 4, fixture);
    expect(message).toContain("astro rendered 3 pages, but the cache links preload (astro-cache-links.ts) took 0");
    expect(message).toContain("astro restored 1 pages from its cache, but the cache links preload");
    expect(message).toContain(`astro rendered ${business}, which its cache keeps, but the cache links preload`);
    expect(message).toMatch(/^Astro's output is not what the builder reads \(Astro 7\.3\.5's/);
  });
});
