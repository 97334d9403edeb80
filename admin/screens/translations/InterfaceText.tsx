// /admin/interface-text (issue 47): every text of the public site's message catalogues (shared/i18n/catalogues/) with
// its English, Hindi and Hebrew side by side, read-only, so a native speaker can review them and say what to change.
// A plural text shows each of its forms; a {placeholder} is filled by the site (a number, a name).
import { useState } from "react";
import { CATALOGUES } from "../../../shared/i18n/catalogues.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { EmptyState } from "../../components/feedback.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";

type CatalogueText = string | Record<string, string>;

interface Row {
  key: string;
  en: CatalogueText | undefined;
  hi: CatalogueText | undefined;
  he: CatalogueText | undefined;
}

/** Every namespace's keys in English's order, each with its three texts. */
function catalogueRows(): { namespace: string; rows: Row[] }[] {
  return Object.entries(CATALOGUES.en).map(([namespace, texts]) => {
    const textsIn = (language: "hi" | "he") =>
      (CATALOGUES[language] as unknown as Record<string, Record<string, CatalogueText>>)[namespace] ?? {};
    return {
      namespace,
      rows: Object.entries(texts as Record<string, CatalogueText>).map(([key, en]) => ({
        key,
        en,
        hi: textsIn("hi")[key],
        he: textsIn("he")[key],
      })),
    };
  });
}

function Text({ value, lang }: { value: CatalogueText | undefined; lang: string }) {
  if (value === undefined) return <span className="font-semibold text-red-700">missing</span>;
  const dir = lang === "he" ? "rtl" : "ltr";
  if (typeof value === "string") {
    return (
      <span lang={lang} dir={dir}>
        {value}
      </span>
    );
  }
  return (
    <ul lang={lang} dir={dir} className="space-y-1">
      {Object.entries(value).map(([form, text]) => (
        <li key={form}>
          <span className="me-1 text-xs text-stone-500" lang="en" dir="ltr">
            {form}:
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

export default function InterfaceText() {
  const [filter, setFilter] = useState("");
  const wanted = filter.trim().toLowerCase();
  const namespaces = catalogueRows()
    .map(({ namespace, rows }) => ({
      namespace,
      rows: rows.filter((row) => wanted === "" || JSON.stringify([namespace, row]).toLowerCase().includes(wanted)),
    }))
    .filter(({ rows }) => rows.length > 0);
  return (
    <>
      <ScreenHeader
        title="Interface Text"
        subtitle="Every text of the public site in English, Hindi and Hebrew, for a native speaker to review. Read-only: the texts live in shared/i18n/catalogues/<language>/<part>.json."
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
      />
      <div className="mb-4 max-w-md">
        <label htmlFor="interface-text-filter" className="mb-1.5 block text-sm font-medium text-stone-700">
          Find a text
        </label>
        <input
          id="interface-text-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
      {namespaces.length === 0 && (
        <EmptyState title="No texts found">Try another word: a key, or a text in English, Hindi or Hebrew.</EmptyState>
      )}
      <div className="space-y-8">
        {namespaces.map(({ namespace, rows }) => (
          <section key={namespace} aria-labelledby={`texts-${namespace}`}>
            <h2 id={`texts-${namespace}`} className="mb-2 text-lg font-semibold text-stone-900">
              {namespace}
            </h2>
            <DataTable
              caption={`The ${namespace} texts in English, Hindi and Hebrew`}
              columns={["Key", "English", "Hindi", "Hebrew"]}
            >
              {rows.map((row) => (
                <tr key={row.key} className="align-top">
                  <th
                    scope="row"
                    className="px-4 py-2 text-start font-mono text-xs font-normal wrap-normal text-stone-600"
                  >
                    {row.key}
                  </th>
                  <td className="px-4 py-2">
                    <Text value={row.en} lang="en" />
                  </td>
                  <td className="px-4 py-2">
                    <Text value={row.hi} lang="hi" />
                  </td>
                  <td className="px-4 py-2 text-end">
                    <Text value={row.he} lang="he" />
                  </td>
                </tr>
              ))}
            </DataTable>
          </section>
        ))}
      </div>
    </>
  );
}
