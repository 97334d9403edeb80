// The demo site the bench times: the service as `npm start` runs it, on the demo content, and nginx on the same
// release; the records its timed pages show, and the real photo those pages are given.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CHROMIUM_IMAGE_ACCEPT } from "../../service/test-support/app.ts";
import { LANGUAGES, localizedPath } from "../../shared/i18n/languages.ts";
import { mediaUrl } from "../../shared/media.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { type Bench, bun } from "./bench.ts";
import { BUSINESS_PHOTO } from "./photo-formats.ts";
import { answers, freePort, startProcess } from "./processes.ts";

/** The search timed: a word many listings have. */
export const SEARCH_TIMED = "/search?q=yoga";
/** How a photo's preview starts in a page's HTML. */
export const PREVIEW_MARK = "data:image/avif;base64,";
/** The demo service's admin, so the bench can give a business a photo through the admin API. */
const BENCH_ADMIN = { username: "bench", password: crypto.randomUUID() };

export async function startDemoService(bench: Bench, photoShown: PhotoSize) {
  const port = await freePort();
  const dataDir = join(bench.work, "demo");
  const url = `http://localhost:${port}`;
  const service = await startProcess(
    bench,
    [bun, "service/main.ts"],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      NODE_ENV: "production",
      BUILD_SETTLE_MS: "0",
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // the timed pages' photo is served from this process, on loopback at a port the system picks (givePhotos)
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    },
    async () => (await fetch(url)).status === 200,
  );
  const nginxPort = await freePort();
  // the live release through its link: the timed pages' photos make builds, which remove older releases
  const nginx = await startNginx(bench, join(dataDir, "site"), nginxPort, photoShown);
  return {
    url,
    nginxUrl: `http://localhost:${nginxPort}`,
    pids: { service: service.pid, nginx: nginx.pid },
    async stop() {
      await nginx.stop();
      await service.stop();
    },
  };
}

/**
 * nginx serving the release folder with its precompressed .gz copies (gzip_static), one worker as the service
 * is one process, file descriptors cached: the fastest plain setup of it for these files. /bench-floor.html is
 * a bare page, the floor Lighthouse can reach under the profile (with an empty icon: the release has no
 * /favicon.ico, and the 404 of the browser's own request for one would cost it best practices).
 * /bench-floor-photo.html is the same page with the pages' photo in view, `shown` as large as the business page
 * shows it, in the format the service sent Chromium (givePhotos writes it before it is asked for): the floor of a
 * page that shows a photo without a preview, as the photo is asked for once the document is in, so Lantern puts
 * its end a round trip (and its bytes) after the document's.
 */
async function startNginx(bench: Bench, root: string, port: number, shown: PhotoSize) {
  const dir = join(bench.work, `nginx-${port}`);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=10000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag on;
    location = /bench-floor.html {
      default_type text/html;
      return 200 '${floorPage("A bare page")}';
    }
    location = /bench-floor-photo.html {
      default_type text/html;
      return 200 '${floorPage("A bare page with a photo", { src: "/bench-floor-photo", alt: "A photo", ...shown })}';
    }
    location = /bench-floor-photo {
      root ${bench.work};
      try_files /bench-floor-photo.avif /bench-floor-photo.webp =404;
    }
  }
}
`,
  );
  return startProcess(
    bench,
    ["/usr/sbin/nginx", "-c", join(dir, "nginx.conf"), "-p", dir],
    {},
    answers(`http://127.0.0.1:${port}/`),
  );
}

/** A floor page for nginx to send: the least a page can be, with `image` in view when given. */
function floorPage(description: string, image?: { src: string; alt: string; width: number; height: number }) {
  const shown = image
    ? `<img src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}" style="width:100%;height:auto">`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${description}"><link rel="icon" href="data:,"><title>Floor</title></head><body><h1>A bare page</h1>${shown}<p>The least a page can be.</p></body></html>`;
}

/** A field of the first record a public API list answers with. */
async function firstOf(baseUrl: string, path: string, key: string): Promise<string> {
  const [first] = (await (await fetch(`${baseUrl}${path}`)).json()) as Record<string, unknown>[];
  return String(first?.[key]);
}

/** The records the timed pages show: the best-rated business, its category, the newest post. */
export async function firstIds(baseUrl: string) {
  const [business] = (await (await fetch(`${baseUrl}/api/businesses?limit=1`)).json()) as {
    id: number;
    category: { slug: string };
  }[];
  return {
    business: String(business!.id),
    // the best-rated business is the first card of its category's page
    category: business!.category.slug,
    blogPost: await firstOf(baseUrl, "/api/blog", "slug"),
    blogPostId: await firstOf(baseUrl, "/api/blog", "id"),
  };
}
type PageIds = Awaited<ReturnType<typeof firstIds>>;

/** The pages timed, by name: the records firstIds found. */
export function pagesOf(ids: PageIds): [string, string][] {
  return [
    ["home", "/"],
    ["search", SEARCH_TIMED],
    ["category page", `/categories/${ids.category}`],
    ["business", `/business/${ids.business}`],
    ["blog post", `/blog/${ids.blogPost}`],
  ];
}

/**
 * Pages in every language (issue 47): each English page, then the same page in Hindi and in Hebrew, named "home (hi)",
 * "home (he)".
 */
export function inEveryLanguage(pages: [string, string][]): [string, string][] {
  return pages.flatMap(([name, path]) =>
    LANGUAGES.map((language): [string, string] => [
      language === "en" ? name : `${name} (${language})`,
      localizedPath(path, language),
    ]),
  );
}

export async function pageText(url: string): Promise<string> {
  return (await fetch(url)).text();
}

/**
 * The demo's photos are Unsplash addresses, out of reach offline, so its pages show the fallback drawing (752
 * bytes). That flatters a page's LCP: on the profile a phone gets about 15 KB a round trip, and waits for the
 * photo's. So the pages are timed with a real photo (photo-formats.ts: BUSINESS_PHOTO), served from this process
 * and set through the admin API as the only image of the business, of the first search result and of the post
 * timed. Each is then asked for as Chromium asks (AVIF first), which makes its preview and so a rebuild; this waits
 * until the pages carry the previews. The business's photo, as sent, is written for nginx's bare page with the same
 * photo; returns what was sent and the photo's address on the pages.
 */
export async function givePhotos(bench: Bench, baseUrl: string, ids: PageIds, original: Buffer) {
  const host = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    // the type by the name's extension, as a host would send it
    fetch: () => new Response(new Uint8Array(original), { headers: { "content-type": Bun.file(BUSINESS_PHOTO).type } }),
  });
  bench.cleanups.push(() => host.stop(true));
  // one address a record: a preview belongs to its address
  const sourceFor = (record: string) => `http://127.0.0.1:${host.port}/${record}/${BUSINESS_PHOTO}`;
  const cookie = await signInAsAdmin(baseUrl, BENCH_ADMIN);
  const save = async (path: string, change: Record<string, unknown>) => {
    const saved = await fetch(`${baseUrl}${path}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify(change),
    });
    if (!saved.ok) throw new Error(`${path}: the photo was not saved: ${saved.status} ${await saved.text()}`);
  };
  const searched = await firstOf(
    baseUrl,
    `/api/businesses?${SEARCH_TIMED.slice(SEARCH_TIMED.indexOf("?") + 1)}&limit=1`,
    "id",
  );
  const businesses = [...new Set([ids.business, searched])];
  for (const id of businesses) await save(`/api/admin/businesses/${id}`, { images: [sourceFor(`business-${id}`)] });
  await save(`/api/admin/blog/${ids.blogPostId}`, { imageUrl: sourceFor("post") });

  const until = async (what: string, done: () => Promise<boolean>) => {
    const deadline = performance.now() + 60_000;
    while (!(await done())) {
      if (performance.now() > deadline) throw new Error(`${what} within a minute`);
      await Bun.sleep(100);
    }
  };
  const pages = [`/business/${ids.business}`, `/blog/${ids.blogPost}`];
  const photos = [...businesses.map((id) => sourceFor(`business-${id}`)), sourceFor("post")].map((source) =>
    mediaUrl(source, 800),
  );
  await until("the pages did not show their photos", async () =>
    (await Promise.all(pages.map((path) => pageText(`${baseUrl}${path}`)))).every((html) =>
      photos.some((photo) => html.includes(photo)),
    ),
  );
  const answers = await Promise.all(
    photos.map((photo) => fetch(`${baseUrl}${photo}`, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } })),
  );
  await until("the pages did not carry their photos' previews", async () =>
    (
      await Promise.all(
        [...pages, `/categories/${ids.category}`, SEARCH_TIMED].map((path) => pageText(`${baseUrl}${path}`)),
      )
    ).every((html) => html.includes(PREVIEW_MARK)),
  );

  const answer = answers[0]!;
  const type = answer.headers.get("content-type") ?? "";
  const bytes = await answer.arrayBuffer();
  const extension = { "image/avif": "avif", "image/webp": "webp" }[type];
  if (!extension) throw new Error(`the business's photo came as ${type}`);
  await writeFile(join(bench.work, `bench-floor-photo.${extension}`), new Uint8Array(bytes));
  return { bytes: bytes.byteLength, type: extension.toUpperCase() };
}

interface PhotoSize {
  width: number;
  height: number;
}
