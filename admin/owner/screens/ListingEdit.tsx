// /owner/businesses/:businessId: the everyday edits that go live at once (issue 44): description, price range,
// services, amenities, the photos with their alt texts (uploaded, ordered, removed), and the opening hours with their dated exceptions (the admin's hours editor). Checked with the
// API's own OwnerListingEditSchema and saved on the version opened (If-Match); live once the site is rebuilt.
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ownerPhotosPath, ownerPhotoUrl } from "../../../shared/media.ts";
import type { Business } from "../../../shared/schemas/business.ts";
import {
  LISTING_LIVE_DETAIL,
  LISTING_SAVED_MESSAGE,
  OwnerListingEditSchema,
} from "../../../shared/schemas/owner-listing.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { FormAlert } from "../../components/feedback.tsx";
import { TextAreaField } from "../../components/fields.tsx";
import { useUnsavedChangesGuard } from "../../components/UnsavedChangesGuard.tsx";
import { schemaResolver, useFormSave } from "../../lib/forms.ts";
import { type BusinessFormValues, businessToFormValues } from "../../screens/businesses/business-form.ts";
import { BusinessPhotosField, OfferFields, PriceRangeField } from "../../screens/businesses/BusinessFields.tsx";
import { HoursEditor } from "../../screens/businesses/HoursEditor.tsx";
import { BusinessFrame } from "../components/BusinessFrame.tsx";
import { ownerBusinessPaths, useSaveListing } from "../lib/business.ts";
import { listingEditInput } from "../lib/listing-form.ts";

export default function ListingEditScreen() {
  return (
    <BusinessFrame subtitle="What travellers read on your page. Your changes show there within a few minutes.">
      {(business) => <ListingForm business={business} />}
    </BusinessFrame>
  );
}

function ListingForm({ business }: { business: Business }) {
  const form = useForm<BusinessFormValues, unknown, object>({
    defaultValues: businessToFormValues(business),
    resolver: schemaResolver(OwnerListingEditSchema, listingEditInput, ["hours"]),
  });
  const { register, formState } = form;
  const { errors } = formState;
  useUnsavedChangesGuard(formState.isDirty);
  const save = useSaveListing(business);
  // their uploads go to their own business, and only they see them before the page shows them
  const uploads = {
    path: ownerPhotosPath(business.id),
    previewUrl: (source: string) => ownerPhotoUrl(business.id, source),
  };
  const { onSubmit, alert } = useFormSave(form, save, {
    toInput: listingEditInput,
    failedMessage: "Failed to save your listing",
    onSaved: (saved) => {
      form.reset(businessToFormValues(saved));
      toast({ title: LISTING_SAVED_MESSAGE, description: LISTING_LIVE_DETAIL });
    },
    nested: ["hours"],
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <FormAlert message={alert} />
      <TextAreaField
        label="Description"
        rows={5}
        registration={register("description")}
        error={errors.description}
        required
      />
      <PriceRangeField register={register} errors={errors} />
      <OfferFields register={register} errors={errors} />
      <BusinessPhotosField form={form} uploads={uploads} />
      <HoursEditor form={form} confirmedAt={business.hoursConfirmedAt} />
      <p className="text-sm text-stone-700">
        The name, category, phone, email, website, WhatsApp, address and map position change once an editor approves:{" "}
        <Link
          to={ownerBusinessPaths(business.id).details}
          className="font-medium text-orange-800 underline underline-offset-2"
        >
          propose new contact &amp; place details
        </Link>
        .
      </p>
      <div className="flex justify-end border-t border-stone-200 pt-6">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save changes"}
        </button>
      </div>
    </form>
  );
}
