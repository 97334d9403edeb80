// The form controls' classes, apart from the fields (fields.tsx) so the search box, which needs only these, does
// not bring in the form guard's zod schema with them.
export const controlClass =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none aria-[invalid=true]:border-red-700";

/** The site's primary button (global.css), dimmed while a form is sending. */
export const primaryButtonClass = "btn-primary disabled:cursor-not-allowed disabled:opacity-70";
