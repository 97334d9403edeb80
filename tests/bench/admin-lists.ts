// Times the admin lists at scale: seeds 10,000 businesses and 10,000 inquiries into a throwaway database
// on a PostgreSQL server, calls each list through the real app (signed in, as the admin app does) and
// prints the median and 95th percentile, with the scans PostgreSQL chose for each query. Figures only,
// no assertions. `bun tests/bench/admin-lists.ts [postgres://server]` (default TEST_DATABASE_URL).
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { BUILT_IN_CATEGORIES, INQUIRY_STATUSES, TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { LOCALITIES } from "../../shared/localities.ts";
import { createApp } from "../../service/app.ts";
import type { Database } from "../../service/db/client.ts";
import * as schema from "../../service/db/schema.ts";
import { readEnv } from "../../service/env.ts";
import { insertAdmin, signedInHeaders } from "../../service/test-support/admin.ts";

const BUSINESSES = 10_000;
const INQUIRIES = 10_000;
const BATCH = 500;
const WARM_UP_RUNS = 5;
const TIMED_RUNS = 40;
const ORIGIN = "http://localhost:3000";

const serverUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Give a postgres:// server URL as argument or in TEST_DATABASE_URL");

const name = `sor_bench_${randomBytes(6).toString("hex")}`;
const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
await server.unsafe(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const client = postgres(url.toString(), { max: 10, onnotice: () => {} });

/** The SQL each call ran, so its plan can be shown. */
const ranQueries: { sql: string; params: unknown[] }[] = [];
const db = drizzle(client, {
  schema,
  logger: { logQuery: (sql, params) => void ranQueries.push({ sql, params }) },
}) as unknown as Database;

try {
  await migrate(drizzle(client), {
    migrationsFolder: new URL("../../service/db/migrations", import.meta.url).pathname,
  });
  const seeded = await seed();
  console.log(`seeded ${seeded.businesses} businesses and ${seeded.inquiries} inquiries in ${seeded.ms} ms\n`);

  const app = createApp({ db, env: readEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN }), onContentChange: () => {} });
  const headers = await signedInHeaders(db, (await insertAdmin(db)).id);
  const scenarios = [
    "/api/admin/businesses",
    `/api/admin/businesses?offset=${BUSINESSES - 20}`,
    "/api/admin/businesses?q=ganga",
    "/api/admin/businesses?q=tapovan&status=verified",
    "/api/admin/businesses?q=no-such-place",
    "/api/admin/businesses?status=pending",
    "/api/admin/businesses?status=featured",
    "/api/admin/businesses/summary",
    "/api/admin/inquiries",
    "/api/admin/inquiries?q=mira",
    "/api/admin/inquiries?status=closed&offset=400",
    "/api/admin/categories",
  ];
  console.log("call".padEnd(52), "median ms".padStart(10), "p95 ms".padStart(8), "  rows/total  scans");
  for (const path of scenarios) {
    const call = () => app.handle(new Request(`${ORIGIN}${path}`, { headers }));
    for (let run = 0; run < WARM_UP_RUNS; run++) await (await call()).arrayBuffer();
    const timings: number[] = [];
    for (let run = 0; run < TIMED_RUNS; run++) {
      const start = performance.now();
      await (await call()).arrayBuffer();
      timings.push(performance.now() - start);
    }
    ranQueries.length = 0;
    const response = await call();
    const body: unknown = await response.json();
    const size = Array.isArray(body) ? `${body.length}/${response.headers.get(TOTAL_COUNT_HEADER)}` : "-";
    const scans = (await Promise.all(ranQueries.map(scansOf))).join(" | ");
    console.log(
      path.padEnd(52),
      percentile(timings, 0.5).padStart(10),
      percentile(timings, 0.95).padStart(8),
      ` ${size.padEnd(11)} ${scans}`,
    );
  }
} finally {
  await client.end({ timeout: 5 });
  await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.end();
}

function percentile(values: number[], fraction: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!.toFixed(2);
}

/** The scan nodes of a query's plan, e.g. "Index Scan Backward using businesses_created_at_idx on businesses". */
async function scansOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const plan = await client.unsafe(`EXPLAIN ${query.sql}`, query.params as never[]);
  return plan
    .map((row) =>
      String(row["QUERY PLAN"])
        .trim()
        .replace(/^->\s*/, ""),
    )
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost.*$/, ""))
    .join(", ");
}

async function seed() {
  const start = performance.now();
  const categories = await db
    .insert(schema.categories)
    .values(
      BUILT_IN_CATEGORIES.map(({ slug, name, description, icon, color }) => ({ slug, name, description, icon, color })),
    )
    .returning({ id: schema.categories.id });
  const words = ["Ganga", "Shanti", "Himalayan", "Om", "Lotus", "Sattva", "River", "Prana", "Sunrise", "Banyan"];
  const kinds = ["Yoga School", "Ashram", "Guesthouse", "Café", "Ayurveda Clinic", "Rafting Camp", "Retreat"];
  const day = 24 * 60 * 60 * 1000;
  for (let first = 0; first < BUSINESSES; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, BUSINESSES - first) }, (_, offset) => {
      const n = first + offset;
      const locality = LOCALITIES[n % LOCALITIES.length]!;
      return {
        name: `${words[n % words.length]} ${kinds[(n * 7) % kinds.length]} ${n}`,
        description: `A place by the river in ${locality.name}, number ${n}, with classes, rooms and food for travellers.`,
        categoryId: categories[n % categories.length]!.id,
        location: locality.name,
        latitude: locality.latitude,
        longitude: locality.longitude,
        services: ["Yoga", "Meditation"],
        isActive: n % 10 !== 0,
        isVerified: n % 5 < 2,
        isFeatured: n % 40 === 0,
        createdAt: new Date(Date.UTC(2023, 0, 1) + (n % 1000) * day + n * 1000),
      };
    });
    await db.insert(schema.businesses).values(rows);
  }
  const customers = ["Mira", "Tom", "Ana", "Ravi", "Lena", "Kenji", "Sofia", "Arjun"];
  for (let first = 0; first < INQUIRIES; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, INQUIRIES - first) }, (_, offset) => {
      const n = first + offset;
      const customer = customers[n % customers.length]!;
      return {
        businessId: ((n * 7919) % BUSINESSES) + 1,
        customerName: `${customer} ${n}`,
        customerEmail: `${customer.toLowerCase()}${n}@example.com`,
        subject: n % 3 === 0 ? null : "Rooms and classes",
        message: `Hello, do you have space for two people in week ${n % 52}? Thank you.`,
        status: INQUIRY_STATUSES[n % INQUIRY_STATUSES.length]!,
        createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
      };
    });
    await db.insert(schema.inquiries).values(rows);
  }
  await client.unsafe("ANALYZE");
  return { businesses: BUSINESSES, inquiries: INQUIRIES, ms: Math.round(performance.now() - start) };
}
