// Floods a running service with reviews from one address, as the attack of issue 11 did (6,641 reviews in 60 s),
// and prints what got through: how many were accepted (published or held for moderation), refused with 429, or
// failed, and how far the rating of the most-reviewed business moved. Figures only, no assertions.
// `bun tests/bench/flood.ts [http://localhost:3000] [seconds=60] [clients=8]`
const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const seconds = Number(process.argv[3] ?? 60);
const clients = Number(process.argv[4] ?? 8);

interface Business {
  id: number;
  rating: string;
  reviewCount: number;
}

const businesses = (await (await fetch(`${base}/api/businesses?limit=100`)).json()) as Business[];
const target = businesses[0]!;
const counts = { sent: 0, published: 0, held: 0, tooMany: 0, other: 0 };
const deadline = Date.now() + seconds * 1000;

let n = 0;
async function client() {
  while (Date.now() < deadline) {
    // half at one business (a rating pushed up), half spread over the others
    const id = n % 2 === 0 ? target.id : businesses[n % businesses.length]!.id;
    const body = { customerName: `Flooder ${++n}`, rating: 5, comment: `Best place ever, review ${n}.` };
    counts.sent++;
    const response = await fetch(`${base}/api/businesses/${id}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    if (response?.status === 201) {
      const { status } = (await response.json()) as { status: "published" | "held" };
      counts[status]++;
    } else if (response?.status === 429) {
      counts.tooMany++;
      await response.body?.cancel();
    } else {
      counts.other++;
      await response?.body?.cancel();
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, client));
const elapsed = (performance.now() - started) / 1000;
const after = (await (await fetch(`${base}/api/businesses/${target.id}`)).json()) as Business;

console.log(`${counts.sent} reviews sent from one address in ${elapsed.toFixed(1)} s by ${clients} clients`);
console.log(`accepted: ${counts.published + counts.held} (${counts.published} published, ${counts.held} held)`);
console.log(`refused with 429: ${counts.tooMany}; failed otherwise: ${counts.other}`);
console.log(
  `business ${target.id}: rating ${target.rating} -> ${after.rating}, reviews ${target.reviewCount} -> ${after.reviewCount}`,
);

// a module, so the top-level awaits above type-check
export {};
