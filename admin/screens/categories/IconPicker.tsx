// The category icon picker: a radio group of every icon the site can draw for a category, each shown
// with its picture and name. A stored name the site does not know (saved before the API took only these) is shown
// with a warning, and the save asks for one of these.
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { CATEGORY_ICONS, findCategoryIcon } from "../../../shared/category-icons.ts";
import { DEFAULT_CATEGORY_ICON } from "../../../shared/constants.ts";
import { unknownIconWarning } from "./category-form.ts";
import { CATEGORY_ICON_SVGS } from "./icon-svgs.ts";

/** "BedDouble" → "Bed Double", "Flower2" → "Flower 2". */
const iconLabel = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, "$1 $2");

/** The icon as the site draws it for a category (unknown names as the default), decorative. */
export function CategoryIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const svg = CATEGORY_ICON_SVGS[findCategoryIcon(name) ?? DEFAULT_CATEGORY_ICON];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 [&>svg]:h-full [&>svg]:w-full ${className}`}
      // lucide-static's own markup, from the bundle: no user input reaches it
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export function IconPicker({
  value,
  registration,
  error,
}: {
  value: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}) {
  const warning = unknownIconWarning(value);
  const describedBy = [warning ? "icon-warning" : "icon-hint", error?.message ? "icon-error" : undefined];
  return (
    <fieldset aria-describedby={describedBy.filter(Boolean).join(" ")}>
      <legend className="mb-1 block text-sm font-semibold text-stone-900">Icon</legend>
      <p id="icon-hint" className="mb-2 text-sm text-stone-600">
        The icons the site can draw on the category card (Lucide icons).
      </p>
      {warning && (
        <p
          id="icon-warning"
          className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      )}
      {error?.message && (
        <p id="icon-error" className="mb-3 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8">
        {CATEGORY_ICONS.map((name) => (
          <label
            key={name}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-stone-200 bg-white p-2 text-center text-xs text-stone-800 hover:border-orange-700 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50 has-[:checked]:font-semibold has-[:checked]:text-orange-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-700"
          >
            <input type="radio" value={name} className="sr-only" {...registration} />
            <CategoryIcon name={name} />
            {iconLabel(name)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
