// /list-business: the free listing form (its map position and opening hours optional: listing/ListingPosition.tsx,
// listing/ListingHours.tsx), then the thank-you screen that says what happens next.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { apiJson } from "../../shared/api.ts";
import { BUSINESS_DESCRIPTION_MIN, PRICE_RANGES } from "../../shared/constants.ts";
import { asWritten, localizedPath, type Language } from "../../shared/i18n/languages.ts";
import { LISTING_FAILED_MESSAGE, LISTING_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import {
  HoneypotField,
  primaryButtonClass,
  SelectField,
  TextAreaField,
  TextField,
  writtenLeftToRight,
} from "./forms/fields.tsx";
import { formsTexts, toasterTexts } from "./forms/texts.ts";
import { AsWritten } from "./as-written.tsx";
import { ListingHours } from "./listing/ListingHours.tsx";
import type { ListingPhotos } from "./listing/ListingPhotos.tsx";
import { ListingPosition } from "./listing/ListingPosition.tsx";
import { listingTexts } from "./listing/texts.ts";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { CheckIcon } from "../../shared/ui/icons.tsx";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

export interface ListingFormProps {
  /** each category's name in the page's language; `lang` "en" where it is the English (choiceName, lib/translated.ts) */
  categories: { id: number; name: string; lang?: "en" }[];
  /** the page's */
  language: Language;
}

export default function ListingForm({ categories, language }: ListingFormProps) {
  useToaster(toasterTexts(language));
  const t = listingTexts(language);
  const [submitted, setSubmitted] = useState(false);
  const termsId = useId();

  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    language,
    action: "/api/businesses",
    loadValidation: () => import("./listing/payload.ts").then((listing) => listing.validateListingForm),
    send: async (action, values) => {
      const { toListingPayload } = await import("./listing/payload.ts");
      return apiJson("POST", action, toListingPayload(values));
    },
    onSuccess: (_form, _listing, translate) => {
      toast({ title: translate(LISTING_SUBMITTED_MESSAGE) });
      setSubmitted(true);
    },
    failureTitle: LISTING_FAILED_MESSAGE,
  });

  if (submitted) return <ThankYou language={language} />;

  return (
    <form {...formProps} className="space-y-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <HoneypotField language={language} />
      <FormSection title={t("basicInformation")}>
        <TextField label={t("businessName")} name="name" required className="sm:col-span-2" error={errors.name} />
        <SelectField
          label={t("category")}
          name="categoryId"
          required
          defaultValue=""
          className="sm:col-span-2"
          error={errors.categoryId}
        >
          <option value="">{t("selectCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id} lang={category.lang}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t("description")}
          name="description"
          rows={4}
          required
          className="sm:col-span-2"
          hint={t("descriptionHint", { min: BUSINESS_DESCRIPTION_MIN })}
          error={errors.description}
        />
      </FormSection>

      <FormSection title={t("location")}>
        {/* the place as the business writes it, its example a place's name: both kept as written */}
        <TextField
          label={t("area")}
          name="location"
          required
          placeholder={t("areaPlaceholder")}
          error={errors.location}
          {...asWritten(language)}
        />
        {/* street-address names a multi-line address, which only a textarea may take (the schema allows lines) */}
        <TextAreaField
          label={t("address")}
          name="address"
          rows={2}
          autoComplete="street-address"
          error={errors.address}
        />
        <ListingPosition error={errors.coordinates} language={language} />
      </FormSection>

      <FormSection title={t("contactInformation")}>
        <TextField
          label={t("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone}
          {...writtenLeftToRight(language)}
        />
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...writtenLeftToRight(language)}
        />
        <TextField
          label={t("website")}
          name="website"
          type="url"
          placeholder="https://"
          error={errors.website}
          {...writtenLeftToRight(language)}
          {...asWritten(language)}
        />
        <TextField
          label={<AsWritten text={t("whatsapp")} names={["WhatsApp"]} language={language} />}
          name="whatsapp"
          type="tel"
          error={errors.whatsapp}
          {...writtenLeftToRight(language)}
        />
      </FormSection>

      <FormSection title={t("additionalInformation")}>
        <SelectField label={t("priceRange")} name="priceRange" defaultValue="" error={errors.priceRange}>
          <option value="">{t("priceNotSpecified")}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {t(`price${range.value}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t("services")} name="services" hint={t("servicesHint")} error={errors.services} />
        <TextField label={t("amenities")} name="amenities" hint={t("amenitiesHint")} error={errors.amenities} />
        <PhotosOnceRunning language={language} />
        <TextField label={t("imageUrls")} name="images" hint={t("imageUrlsHint")} error={errors.images} />
      </FormSection>

      <ListingHours errors={errors} language={language} />

      <div className="rounded-xl border border-orange-200 bg-orange-50 p-5">
        <h2 className="font-semibold text-stone-900">{t("whatNext")}</h2>
        <NextSteps language={language} />
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            name="acceptTerms"
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
            className="mt-1 h-4 w-4 accent-orange-700"
          />
          <label htmlFor={termsId} className="text-sm text-stone-800">
            {t("terms")}
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${termsId}-error`} className="mt-1 text-sm text-red-700">
            {errors.acceptTerms}
          </p>
        )}
      </div>

      <button type="submit" disabled={submitDisabled} className={`${primaryButtonClass} w-full`}>
        {pending ? formsTexts(language)("submitting") : t("submit")}
      </button>
    </form>
  );
}

/** The photos' field, loaded once the island runs: the page itself loads no more JavaScript for it. */
function PhotosOnceRunning({ language }: { language: Language }) {
  const [Photos, setPhotos] = useState<typeof ListingPhotos>();
  useEffect(() => {
    void import("./listing/ListingPhotos.tsx").then((loaded) => setPhotos(() => loaded.ListingPhotos));
  }, []);
  return Photos ? <Photos language={language} /> : null;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function NextSteps({ language }: { language: Language }) {
  const t = listingTexts(language);
  const steps = [t("nextContact", { promise: t("contactPromise") }), t("nextVisit"), t("nextLive"), t("nextLogin")];
  return (
    <ul className="mt-3 space-y-2">
      {steps.map((step) => (
        <li key={step} className="flex items-start gap-2 text-sm text-stone-800">
          <CheckIcon className="mt-0.5 shrink-0 text-green-700" /> {step}
        </li>
      ))}
    </ul>
  );
}

function ThankYou({ language }: { language: Language }) {
  const t = listingTexts(language);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon size={28} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-stone-900 focus:outline-none">
        {t("thankYou")}
      </h2>
      <p className="mt-2 text-stone-700">{t("received")}</p>
      <div className="mx-auto mt-4 max-w-md text-start">
        <NextSteps language={language} />
      </div>
      <a href={localizedPath("/", language)} className={`${primaryButtonClass} mt-6`}>
        {t("backHome")}
      </a>
    </section>
  );
}
