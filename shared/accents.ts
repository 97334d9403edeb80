/** Letters without a decomposed form, folded as migration 0009 folds them in the stored search document. */
const UNDECOMPOSED_LETTERS: Record<string, string> = { ø: "o", ł: "l", đ: "d", ı: "i" };

/**
 * Lower-case text with its accented letters made plain ("café" → "cafe"): search folds the query's words as the
 * stored document's text is folded, so a search with or without accents finds both, and a slug keeps the letter
 * ("Café Tours" → "cafe-tours", not "caf-tours").
 */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øłđı]/g, (letter) => UNDECOMPOSED_LETTERS[letter]!);
}
