// Checks a page's JSON-LD the way a structured-data validator does: each block parses, expands against schema.org
// (jsonld, with schema.org's vocabulary as the context), and type-checks against the schema.org vocabulary
// schema-dts is generated from: every type exists, every property is defined for one of its node's types, and every
// value is of a type the property's range allows (a subtype counts). Rich-result rules (Google's required
// properties per type) come on top, on the compact form the page sends.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import jsonld from "jsonld";

const SCHEMA = "https://schema.org/";
const DATATYPES = new Set(["Text", "URL", "Number", "Integer", "Float", "Date", "DateTime", "Time", "Boolean"]);

interface Vocabulary {
  /** type name → the properties defined for it (its own and inherited), each with the type names of its range */
  properties: Map<string, Map<string, string[]>>;
  /** type name → its direct subtypes */
  subtypes: Map<string, string[]>;
}

/** schema-dts's declarations, read as the vocabulary they were generated from. */
function readVocabulary(): Vocabulary {
  const declarations = readFileSync(createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts"), "utf8");
  const interfaces = new Map<string, { parents: string[]; own: Map<string, string[]>; type?: string }>();
  for (const match of declarations.matchAll(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm)) {
    const [, name, parents = "", body = ""] = match;
    const own = new Map<string, string[]>();
    for (const property of body.matchAll(/^ {4}"([\w-]+)"\?: SchemaValue<(.+), "[\w-]+">;$/gm)) {
      own.set(
        property[1]!,
        property[2]!.split("|").map((type) => type.trim()),
      );
    }
    const type = /^ {4}"@type": "(\w+)";$/m.exec(body)?.[1];
    interfaces.set(name!, {
      parents: parents
        .split(",")
        .map((parent) => parent.trim())
        .filter(Boolean),
      own,
      type,
    });
  }
  const inherited = (name: string, seen = new Set<string>()): Map<string, string[]> => {
    const declaration = interfaces.get(name);
    if (!declaration || seen.has(name)) return new Map();
    seen.add(name);
    const all = new Map<string, string[]>();
    for (const parent of declaration.parents) for (const [key, range] of inherited(parent, seen)) all.set(key, range);
    for (const [key, range] of declaration.own) all.set(key, range);
    return all;
  };
  const properties = new Map<string, Map<string, string[]>>();
  for (const [name, declaration] of interfaces) if (declaration.type) properties.set(declaration.type, inherited(name));
  const subtypes = new Map<string, string[]>();
  for (const [, name, union] of declarations.matchAll(
    /^export type (\w+) = (\w+Leaf(?: \| \w+)*)(?: \| string)?;$/gm,
  )) {
    subtypes.set(
      name!,
      union!
        .split("|")
        .map((type) => type.trim())
        .filter((type) => !type.endsWith("Leaf")),
    );
  }
  return { properties, subtypes };
}

let vocabulary: Vocabulary | undefined;

function isSubtype(type: string, of: string, { subtypes }: Vocabulary): boolean {
  return type === of || (subtypes.get(of) ?? []).some((sub) => isSubtype(type, sub, vocabulary!));
}

type Expanded = Record<string, unknown>;

/** Problems with one expanded node and the nodes inside it; `path` names where it is. */
function checkNode(node: Expanded, path: string, problems: string[]) {
  const vocab = (vocabulary ??= readVocabulary());
  const iris = (node["@type"] as string[] | undefined) ?? [];
  if (iris.length === 0) return; // a reference ({"@id": …}) or a value
  for (const iri of iris) if (!iri.startsWith(SCHEMA)) problems.push(`${path}: ${iri} is not a schema.org type`);
  const types = iris.map((type) => type.replace(SCHEMA, ""));
  for (const type of types) {
    if (type.startsWith("http") || !vocab.properties.has(type)) problems.push(`${path}: unknown type ${type}`);
  }
  for (const [key, values] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const property = key.replace(SCHEMA, "");
    // an action's "query-input" annotates its "query" property (schema.org's Action annotations)
    const annotated = property.replace(/-(input|output)$/, "");
    const range =
      annotated === property
        ? types.map((type) => vocab.properties.get(type)?.get(property)).find(Boolean)
        : types.some((type) => vocab.properties.get(type)?.has(annotated)) && ["Text", "PropertyValueSpecification"];
    if (!key.startsWith(SCHEMA) || !range) {
      problems.push(`${path}: ${types.join("+")} has no property ${property}`);
      continue;
    }
    for (const value of values as Expanded[]) checkValue(value, range, `${path}.${property}`, problems);
  }
}

function checkValue(value: Expanded, range: string[], path: string, problems: string[]) {
  if ("@value" in value) {
    const literal = value["@value"];
    const allowed =
      typeof literal === "number"
        ? range.some((type) => ["Number", "Integer", "Float", "Text"].includes(type))
        : typeof literal === "boolean"
          ? range.includes("Boolean")
          : // schema-dts allows a string for every type: text, a date, a URL, or a reference to a node
            true;
    if (!allowed) problems.push(`${path}: ${typeof literal} is not one of ${range.join(", ")}`);
    return;
  }
  const types = ((value["@type"] as string[] | undefined) ?? []).map((type) => type.replace(SCHEMA, ""));
  const classes = range.filter((type) => !DATATYPES.has(type) && type !== "IdReference");
  if (types.length > 0 && !types.some((type) => classes.some((of) => isSubtype(type, of, vocabulary!)))) {
    problems.push(`${path}: ${types.join("+")} is not one of ${classes.join(", ")}`);
  }
  checkNode(value, path, problems);
}

/** schema.org's context, served locally: the tests make no request outside this machine. */
const documentLoader = (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`No remote context in tests: ${url}`);
  return Promise.resolve({ contextUrl: undefined, documentUrl: url, document: { "@context": { "@vocab": SCHEMA } } });
};

/** Every problem of one JSON-LD block, by the vocabulary (an empty list when it is valid). */
export async function schemaProblems(block: unknown): Promise<string[]> {
  const expanded = (await jsonld.expand(block as jsonld.JsonLdDocument, { documentLoader })) as Expanded[];
  const problems: string[] = [];
  if (expanded.length === 0) problems.push("expands to nothing: no @context, or no schema.org terms");
  expanded.forEach((node, index) => checkNode(node, `#${index}`, problems));
  return problems;
}

type Json = Record<string, unknown>;
const asList = (value: unknown): Json[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Json[];
const typesOf = (node: Json) => asList(node["@type"]) as unknown as string[];

const LOCAL_BUSINESS_TYPES = [
  "LocalBusiness",
  "HealthClub",
  "HealthAndBeautyBusiness",
  "DaySpa",
  "LodgingBusiness",
  "SportsActivityLocation",
  "FoodEstablishment",
  "Store",
  "EntertainmentBusiness",
];

/**
 * The properties Google's rich results require (or need to show the item) per type, and the rules the issue adds:
 * every URL on the public origin, the address in parts in Rishikesh, images only when there are some, and reviews
 * consistent with the rating.
 */
export function richResultProblems(block: Json, origin: string): string[] {
  const problems: string[] = [];
  const need = (node: Json, path: string, ...keys: string[]) => {
    for (const key of keys) if (node[key] === undefined || node[key] === "") problems.push(`${path}: no ${key}`);
  };
  const onSite = (url: unknown, path: string) => {
    if (typeof url !== "string" || !url.startsWith(origin))
      problems.push(`${path}: ${String(url)} is not on ${origin}`);
  };
  const types = typesOf(block);
  if (types.some((type) => LOCAL_BUSINESS_TYPES.includes(type))) {
    need(block, "business", "name", "address", "url");
    onSite(block.url, "business.url");
    const address = block.address as Json;
    if (address?.addressLocality !== "Rishikesh" || address?.addressCountry !== "IN") {
      problems.push(`business.address: not in Rishikesh, IN: ${JSON.stringify(address)}`);
    }
    if ("image" in block && asList(block.image).length === 0) problems.push("business.image: empty");
    const rating = block.aggregateRating as Json | undefined;
    const reviews = asList(block.review);
    if (rating) need(rating, "aggregateRating", "ratingValue", "reviewCount");
    if (reviews.length > 0 && (!rating || reviews.length > Number(rating.reviewCount))) {
      problems.push(`business.review: ${reviews.length} reviews against a rating of ${String(rating?.reviewCount)}`);
    }
    for (const review of reviews) {
      need((review.author as Json) ?? {}, "review.author", "name");
      need((review.reviewRating as Json) ?? {}, "review.reviewRating", "ratingValue");
    }
    problems.push(...openingHoursProblems(block));
  }
  if (types.includes("BreadcrumbList")) {
    asList(block.itemListElement).forEach((item, index) => {
      need(item, `breadcrumb[${index}]`, "position", "name", "item");
      if (item.position !== index + 1) problems.push(`breadcrumb[${index}]: position ${String(item.position)}`);
      onSite(item.item, `breadcrumb[${index}].item`);
    });
  }
  if (types.includes("BlogPosting")) {
    need(block, "post", "headline", "datePublished", "author", "publisher");
    onSite(block.url, "post.url");
    need((block.publisher as Json) ?? {}, "post.publisher", "name", "logo");
  }
  if (types.includes("Organization")) {
    need(block, "organization", "name", "url", "logo");
    onSite(block.url, "organization.url");
    onSite((block.logo as Json)?.url, "organization.logo");
  }
  if (types.includes("WebSite")) {
    need(block, "website", "name", "url");
    onSite(block.url, "website.url");
  }
  return problems;
}

const DAYS = new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Opening hours as Google reads them: each specification opens and closes at a time of day ("HH:MM"; a run past
 * midnight closes earlier than it opens, 24 hours is 00:00 to 23:59), the week's on named days, never 24 hours as
 * 00:00 to 00:00 (which means closed) and never a closed day; an exception on dates from validFrom to validThrough.
 */
function openingHoursProblems(block: Json): string[] {
  const problems: string[] = [];
  const times = (spec: Json, path: string) => {
    for (const key of ["opens", "closes"]) {
      if (typeof spec[key] !== "string" || !TIME.test(spec[key])) problems.push(`${path}.${key}: ${String(spec[key])}`);
    }
  };
  asList(block.openingHoursSpecification).forEach((spec, index) => {
    const path = `business.openingHoursSpecification[${index}]`;
    times(spec, path);
    const days = asList(spec.dayOfWeek) as unknown as string[];
    if (days.length === 0 || days.some((day) => !DAYS.has(day))) problems.push(`${path}.dayOfWeek: ${String(days)}`);
    if (spec.opens === "00:00" && spec.closes === "00:00") problems.push(`${path}: 00:00 to 00:00 reads as closed`);
    if ("validFrom" in spec || "validThrough" in spec) problems.push(`${path}: dated, not the week's`);
  });
  asList(block.specialOpeningHoursSpecification).forEach((spec, index) => {
    const path = `business.specialOpeningHoursSpecification[${index}]`;
    times(spec, path);
    const [from, through] = [spec.validFrom, spec.validThrough];
    if (typeof from !== "string" || typeof through !== "string" || !DATE.test(from) || !DATE.test(through)) {
      problems.push(`${path}: dates ${String(from)} to ${String(through)}`);
    } else if (through < from) problems.push(`${path}: ends ${through} before it starts ${from}`);
  });
  return problems;
}

/** The JSON-LD blocks of a page's HTML, parsed (a block that does not parse throws, naming the page). */
export function jsonLdBlocks(html: string, page: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    try {
      return asList(JSON.parse(match[1]!));
    } catch (error) {
      throw new Error(`${page}: a JSON-LD block does not parse: ${String(error)}`, { cause: error });
    }
  });
}
