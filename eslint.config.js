// Lint: typescript-eslint's type-checked rules for TypeScript, Astro's rules for .astro files, and the folder
// boundaries that keep the layers apart (docs/architecture.md, "Layers": enforced by the linter, not by memory).
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier turns off the rules that would clash.
import path from "node:path";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import prettier from "eslint-config-prettier";
import astro from "eslint-plugin-astro";
import globals from "globals";
import tseslint from "typescript-eslint";

// Relative imports landing in a top-level folder (`../../service/db/client.ts`), resolved from the importing file so
// that a folder of the same name deeper down (service/modules/admin, the admin API) is not taken for it; and the
// database packages.
const folder = (name, why) => ({ folder: name, message: why });
const SERVICE = folder("service", "service/ is the server: reach it over HTTP (shared/api.ts), never by import.");
const SITE = folder("site", "site/ is the public site; share code through shared/ instead.");
const ADMIN = folder("admin", "admin/ is the admin app; share code through shared/ instead.");
/** What the service may import of the site: what it renders with the site's own code. */
const SITE_PARTS_THE_SERVICE_RENDERS = [
  "islands/search/RenderedResults.tsx",
  "islands/search/params.ts",
  "islands/business/BusinessCard.tsx",
  "islands/listing/payload.ts",
  "lib/pages.ts",
  "lib/render-only.ts",
];
const SITE_BUT_RENDERED = {
  regex: `^(\\.\\./)+site/(?!(${SITE_PARTS_THE_SERVICE_RENDERS.map((part) => part.replaceAll(".", "\\.")).join("|")})$)`,
  message: "the service imports only the site parts it renders (SITE_PARTS_THE_SERVICE_RENDERS in eslint.config.js).",
};
const DATABASE = {
  regex: "^(drizzle-orm|postgres|@electric-sql/pglite)(/|$)",
  message: "the database belongs to the service alone; browser and shared code never reach it.",
};

// A file matching several folders takes the last entry's list, so each list repeats what its parent forbids.
// Lazy `import("…")` calls are checked too: the islands load code on demand.
// The <script> blocks of .astro files run in the browser: ESLint sees them as `Page.astro/1_1.ts`.
const SOURCES = "*.{ts,tsx,astro}";
const BOUNDARIES = [
  { files: [`shared/**/${SOURCES}`], forbidden: [SERVICE, SITE, ADMIN, DATABASE] },
  { files: [`site/**/${SOURCES}`], forbidden: [SERVICE, ADMIN] },
  {
    files: [`site/islands/**/${SOURCES}`, `site/lib/client/**/${SOURCES}`, "site/**/*.astro/*.ts"],
    forbidden: [SERVICE, ADMIN, DATABASE],
  },
  { files: [`admin/**/${SOURCES}`], forbidden: [SERVICE, SITE, DATABASE] },
  // The service renders a few of the site's own parts (the search page's results, a page's record for a build's
  // failure), and nothing else of it: its tests may read the site freely.
  { files: [`service/**/${SOURCES}`], ignores: ["service/**/*.test.{ts,tsx}"], forbidden: [SITE_BUT_RENDERED, ADMIN] },
];

/** The file an import is written in: an .astro file's <script> block is linted as `Page.astro/1_1.ts`. */
const importingFile = (filename) => filename.replace(/\.astro\/[^/]+$/, ".astro");

/** `layers/no-folder`: no relative import, static or `import("…")`, whose path lands in one of the given folders. */
const layers = {
  rules: {
    "no-folder": {
      meta: { type: "problem", schema: false },
      create(context) {
        const check = ({ source }) => {
          if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
          const target = path.relative(
            import.meta.dirname,
            path.resolve(path.dirname(importingFile(context.filename)), source.value),
          );
          const reached = context.options.find(({ folder }) => target === folder || target.startsWith(`${folder}/`));
          if (reached) context.report({ node: source, message: reached.message });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

function boundary({ files, ignores, forbidden }) {
  const folders = forbidden.filter((rule) => rule.folder);
  const patterns = forbidden.filter((rule) => rule.regex);
  // esquery regex literals cannot hold "/": match it as \x2F.
  const dynamicImport = ({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll("/", "\\x2F")}/]`,
    message: `Dynamic import: ${message}`,
  });
  return {
    name: `boundaries ${files[0]}`,
    files,
    ...(ignores && { ignores }),
    plugins: { layers },
    rules: {
      "layers/no-folder": ["error", ...folders],
      "no-restricted-imports": ["error", { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }],
      "no-restricted-syntax": ["error", ...patterns.map(dynamicImport)],
    },
  };
}

export default defineConfig(
  {
    ignores: [
      "data/",
      "dist/",
      ".astro/",
      "admin/dist/",
      "test-results/",
      "playwright-report/",
      "service/db/migrations/",
    ],
  },
  js.configs.recommended,
  { name: "config files", files: ["*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    name: "typescript (type-checked)",
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    name: "astro (without types)",
    // The TypeScript program does not see inside .astro files: they get the untyped rules, then Astro's parser.
    files: ["**/*.astro", "**/*.astro/*.ts"],
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
  },
  astro.configs.recommended,
  {
    name: "project rules",
    files: ["**/*.{ts,tsx,astro}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `const { id, ...values } = row` is how this code drops fields.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    name: "tests",
    // Tests read responses as `any` (`await response.json()`) and vitest's `expect.any()` returns `any`: the
    // expect() that follows is the check, so the no-unsafe-* rules would flag every assertion, not a risk.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  BOUNDARIES.map(boundary),
  prettier,
);
