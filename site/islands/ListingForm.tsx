// /list-business: the free listing form (its map position and opening hours optional: listing/ListingPosition.tsx,
// listing/ListingHours.tsx), then the thank-you screen that says what happens next.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { apiJson } from "../../shared/api.ts";
import { BUSINESS_DESCRIPTION_MIN, PRICE_RANGES } from "../../shared/constants.ts";
import { LISTING_CONTACT_MESSAGE, LISTING_FAILED_MESSAGE, LISTING_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import { HoneypotField, primaryButtonClass, SelectField, TextAreaField, TextField } from "./forms/fields.tsx";
import { ListingHours } from "./listing/ListingHours.tsx";
import type { ListingPhotos } from "./listing/ListingPhotos.tsx";
import { ListingPosition } from "./listing/ListingPosition.tsx";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { CheckIcon } from "../../shared/ui/icons.tsx";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

export interface ListingFormProps {
  categories: { id: number; name: string }[];
}

const NEXT_STEPS = [
  LISTING_CONTACT_MESSAGE,
  "We'll schedule a verification visit to your business",
  "Your listing goes live once it is approved",
  "You'll receive login credentials for your business dashboard",
];

export default function ListingForm({ categories }: ListingFormProps) {
  useToaster();
  const [submitted, setSubmitted] = useState(false);
  const termsId = useId();

  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    action: "/api/businesses",
    loadValidation: () => import("./listing/payload.ts").then((listing) => listing.validateListingForm),
    send: async (action, values) => {
      const { toListingPayload } = await import("./listing/payload.ts");
      return apiJson("POST", action, toListingPayload(values));
    },
    onSuccess: () => {
      toast({ title: LISTING_SUBMITTED_MESSAGE });
      setSubmitted(true);
    },
    failureTitle: LISTING_FAILED_MESSAGE,
  });

  if (submitted) return <ThankYou />;

  return (
    <form {...formProps} className="space-y-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <HoneypotField />
      <FormSection title="Basic Information">
        <TextField label="Business Name" name="name" required className="sm:col-span-2" error={errors.name} />
        <SelectField
          label="Category"
          name="categoryId"
          required
          defaultValue=""
          className="sm:col-span-2"
          error={errors.categoryId}
        >
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Description"
          name="description"
          rows={4}
          required
          className="sm:col-span-2"
          hint={`Tell travellers what you offer (at least ${BUSINESS_DESCRIPTION_MIN} characters).`}
          error={errors.description}
        />
      </FormSection>

      <FormSection title="Location">
        <TextField
          label="Location / Area"
          name="location"
          required
          placeholder="e.g. Tapovan"
          error={errors.location}
        />
        {/* street-address names a multi-line address, which only a textarea may take (the schema allows lines) */}
        <TextAreaField
          label="Full Address"
          name="address"
          rows={2}
          autoComplete="street-address"
          error={errors.address}
        />
        <ListingPosition error={errors.coordinates} />
      </FormSection>

      <FormSection title="Contact Information">
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" required error={errors.phone} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField label="Website" name="website" type="url" placeholder="https://" error={errors.website} />
        <TextField label="WhatsApp Number" name="whatsapp" type="tel" error={errors.whatsapp} />
      </FormSection>

      <FormSection title="Additional Information">
        <SelectField label="Price Range" name="priceRange" defaultValue="" error={errors.priceRange}>
          <option value="">Not specified</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Services"
          name="services"
          hint="Separate with commas, e.g. Hatha yoga, Meditation"
          error={errors.services}
        />
        <TextField
          label="Amenities"
          name="amenities"
          hint="Separate with commas, e.g. Wi-Fi, Parking"
          error={errors.amenities}
        />
        <PhotosOnceRunning />
        <TextField label="Image URLs" name="images" hint="Separate with commas" error={errors.images} />
      </FormSection>

      <ListingHours errors={errors} />

      <div className="rounded-xl border border-orange-200 bg-orange-50 p-5">
        <h2 className="font-semibold text-stone-900">What happens next?</h2>
        <NextSteps />
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
            I agree to the Terms of Service and confirm that the information provided is accurate
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${termsId}-error`} className="mt-1 text-sm text-red-700">
            {errors.acceptTerms}
          </p>
        )}
      </div>

      <button type="submit" disabled={submitDisabled} className={`${primaryButtonClass} w-full`}>
        {pending ? "Submitting..." : "Submit Business Listing"}
      </button>
    </form>
  );
}

/** The photos' field, loaded once the island runs: the page itself loads no more JavaScript for it. */
function PhotosOnceRunning() {
  const [Photos, setPhotos] = useState<typeof ListingPhotos>();
  useEffect(() => {
    void import("./listing/ListingPhotos.tsx").then((loaded) => setPhotos(() => loaded.ListingPhotos));
  }, []);
  return Photos ? <Photos /> : null;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function NextSteps() {
  return (
    <ul className="mt-3 space-y-2">
      {NEXT_STEPS.map((step) => (
        <li key={step} className="flex items-start gap-2 text-sm text-stone-800">
          <CheckIcon className="mt-0.5 shrink-0 text-green-700" /> {step}
        </li>
      ))}
    </ul>
  );
}

function ThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon size={28} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-stone-900 focus:outline-none">
        Thank You for Listing Your Business!
      </h2>
      <p className="mt-2 text-stone-700">We've received your submission. Here is what happens next:</p>
      <div className="mx-auto mt-4 max-w-md text-start">
        <NextSteps />
      </div>
      <a href="/" className={`${primaryButtonClass} mt-6`}>
        Back to Home
      </a>
    </section>
  );
}
