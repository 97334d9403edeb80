// Stars for reviews: a five-star picker (a radio group, so arrow keys work) and a read-only row.
import { useId, useLayoutEffect, useRef, useState } from "react";
import { REVIEW_RATING } from "../../../shared/constants.ts";
import en from "../../../shared/i18n/catalogues/en/reviews.json";
import he from "../../../shared/i18n/catalogues/he/reviews.json";
import hi from "../../../shared/i18n/catalogues/hi/reviews.json";
import type { Language } from "../../../shared/i18n/languages.ts";
import { translator } from "../../../shared/i18n/translate.ts";
import { StarIcon } from "../../../shared/ui/icons.tsx";

const REVIEWS = { en, hi, he };

/** The "reviews" namespace in the page's language: the stars' labels, and the Reviews tab's (ReviewsPanel.tsx). */
export const reviewsTexts = (language: Language) => translator(REVIEWS[language], language);

const ratings = Array.from(
  { length: REVIEW_RATING.max - REVIEW_RATING.min + 1 },
  (_, index) => REVIEW_RATING.min + index,
);

/**
 * The rating, a controlled radio group. The page's HTML is a plain form (useFormSubmit.ts), and a star picked in it
 * before the island hydrates stays checked through hydration, but the island's first render draws `value` (the
 * default): as it hydrates, the picker hands the star already checked to `onChange`, before anything redraws the
 * radios from `value` and so unchecks it.
 */
export function StarPicker({
  value,
  onChange,
  error,
  language,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  language: Language;
}) {
  const t = reviewsTexts(language);
  const [hovered, setHovered] = useState<number | null>(null);
  const errorId = `${useId()}-error`;
  const shown = hovered ?? value;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    const picked = fieldset.current?.querySelector<HTMLInputElement>("input:checked");
    if (picked && Number(picked.value) !== value) onChange(Number(picked.value));
  }, []); // once, at hydration
  return (
    <fieldset ref={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-stone-800">{t("rating")}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {ratings.map((rating) => (
          <label key={rating} onMouseEnter={() => setHovered(rating)} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="block rounded p-0.5 peer-focus-visible:ring-2 peer-focus-visible:ring-orange-700">
              <StarIcon
                size={28}
                filled={rating <= shown}
                className={rating <= shown ? "text-amber-500" : "text-stone-400"}
              />
            </span>
            <span className="sr-only">{t("stars", { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function StarRow({ rating, language }: { rating: number; language: Language }) {
  return (
    <span
      role="img"
      aria-label={reviewsTexts(language)("rated", { rating, max: REVIEW_RATING.max })}
      className="inline-flex gap-0.5"
    >
      {ratings.map((star) => (
        <StarIcon key={star} filled={star <= rating} className={star <= rating ? "text-amber-500" : "text-stone-400"} />
      ))}
    </span>
  );
}
