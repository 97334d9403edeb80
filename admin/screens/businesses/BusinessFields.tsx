// A listing's fields that the admin's business form and an owner's dashboard (issue 44) both show, with the same
// labels, hints and kinds of input: how to reach the business, where it is, and what it offers.
import { Controller, type FieldError, type UseFormReturn, type UseFormRegisterReturn } from "react-hook-form";
import { PHOTO_UPLOAD_LIMITS, PRICE_RANGES } from "../../../shared/constants.ts";
import { SelectField, TextField } from "../../components/fields.tsx";
import { PhotosField } from "../../components/PhotosField.tsx";
import type { BusinessFormValues } from "./business-form.ts";

interface FieldsProps<Field extends string> {
  register: (name: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, FieldError>>;
}

/** Phone, email, WhatsApp and website: the business's, so the browser offers none of the person's own. */
export function ContactFields({ register, errors }: FieldsProps<"phone" | "email" | "whatsapp" | "website">) {
  return (
    <>
      <TextField label="Phone" type="tel" autoComplete="off" registration={register("phone")} error={errors.phone} />
      <TextField label="Email" type="email" autoComplete="off" registration={register("email")} error={errors.email} />
      <TextField
        label="WhatsApp"
        type="tel"
        autoComplete="off"
        registration={register("whatsapp")}
        error={errors.whatsapp}
      />
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        registration={register("website")}
        error={errors.website}
      />
    </>
  );
}

/** The area the business is in and its full address. */
export function PlaceFields({
  register,
  errors,
  locationRequired,
}: FieldsProps<"location" | "address"> & { locationRequired?: boolean }) {
  return (
    <>
      <TextField
        label="Location"
        placeholder="e.g. Tapovan"
        registration={register("location")}
        error={errors.location}
        required={locationRequired}
      />
      <TextField label="Full Address" registration={register("address")} error={errors.address} />
    </>
  );
}

export function PriceRangeField({ register, errors }: FieldsProps<"priceRange">) {
  return (
    <SelectField label="Price Range" registration={register("priceRange")} error={errors.priceRange}>
      {PRICE_RANGES.map((range) => (
        <option key={range.value} value={range.value}>
          {range.label}
        </option>
      ))}
    </SelectField>
  );
}

/** What the business offers, each a list typed with commas. */
export function OfferFields({ register, errors }: FieldsProps<"services" | "amenities">) {
  return (
    <>
      <TextField
        label="Services"
        hint="Separate with commas, e.g. Hatha yoga, Meditation"
        registration={register("services")}
        error={errors.services}
      />
      <TextField
        label="Amenities"
        hint="Separate with commas, e.g. Wi-Fi, Parking"
        registration={register("amenities")}
        error={errors.amenities}
      />
    </>
  );
}

/**
 * The listing's photos in order with their alt texts (issue 45): an editor's uploads and web addresses, or an
 * owner's uploads to their own business (`uploads`).
 */
export function BusinessPhotosField({
  form,
  uploads,
}: {
  form: UseFormReturn<BusinessFormValues, unknown, object>;
  uploads?: { path: string; previewUrl: (source: string) => string };
}) {
  const { errors } = form.formState;
  // the alt texts are a map by source, whose own message sits where a key would: read it as the one message it is
  const altsError = errors.imageAlts as { message?: string } | undefined;
  return (
    <Controller
      control={form.control}
      name="images"
      render={({ field }) => (
        <Controller
          control={form.control}
          name="imageAlts"
          render={({ field: alts }) => (
            <PhotosField
              label="Photos"
              value={field.value}
              onChange={field.onChange}
              alts={alts.value}
              onAltsChange={alts.onChange}
              uploads={uploads}
              byAddress={uploads === undefined}
              maxCount={PHOTO_UPLOAD_LIMITS.perBusiness}
              firstIs="the listing's main picture"
              error={errors.images?.message ?? errors.images?.[0]?.message ?? altsError?.message}
            />
          )}
        />
      )}
    />
  );
}
