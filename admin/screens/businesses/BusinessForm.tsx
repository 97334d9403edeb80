// /admin/businesses/new and /admin/businesses/:id/edit (spec sections 2, 5, 8): one form for both, checked
// with the API's own AdminBusinessInputSchema. A failed save shows the server's message above the form and
// its field errors on the fields. The opening hours have their own editor (HoursEditor.tsx), the map position its
// fields and map (PositionFields.tsx).
import { useNavigate, useParams } from "react-router";
import { AdminBusinessInputSchema, type Business } from "../../../shared/schemas/business.ts";
import type { AdminCategory } from "../../../shared/schemas/admin-lists.ts";
import { FormAlert, LoadError } from "../../components/feedback.tsx";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/fields.tsx";
import { PreviewLink } from "../../components/PreviewLink.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { businessToFormValues, formValuesToInput, NEW_BUSINESS_VALUES } from "./business-form.ts";
import { BusinessPhotosField, ContactFields, OfferFields, PlaceFields, PriceRangeField } from "./BusinessFields.tsx";
import { TranslationsPanel } from "../translations/TranslationsPanel.tsx";
import { HoursEditor } from "./HoursEditor.tsx";
import { PositionFields } from "./PositionFields.tsx";
import {
  BUSINESSES_URL,
  businessUrl,
  useBusiness,
  useCategoryOptions,
  useRefreshAfterBusinessWrite,
} from "./queries.ts";

const LIST_PATH = "/businesses";
const LOAD_FAILED_MESSAGE = "Business not found or failed to load";

export default function BusinessForm() {
  const { id } = useParams();
  const business = useBusiness(id);
  const categories = useCategoryOptions();
  const title = id === undefined ? "Add New Business" : "Edit Business";
  const header = (
    <ScreenHeader
      title={title}
      back={{ to: LIST_PATH, label: "Back to Businesses" }}
      actions={business.data && <PreviewLink kind="business" id={business.data.id} name={business.data.name} />}
    />
  );

  if (business.isError) {
    return (
      <>
        {header}
        <LoadError error={business.error} onRetry={() => void business.refetch()} what={LOAD_FAILED_MESSAGE} />
      </>
    );
  }
  if (categories.isError) {
    return (
      <>
        {header}
        <LoadError
          error={categories.error}
          onRetry={() => void categories.refetch()}
          what="Could not load the categories"
        />
      </>
    );
  }
  // the form mounts once with what it edits, so "unsaved changes" compare against the stored business
  const loading = (id !== undefined && business.isPending) || categories.isPending;
  return (
    <>
      {header}
      {loading ? (
        <p role="status" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
          {id === undefined ? "Loading categories..." : "Loading business..."}
        </p>
      ) : (
        <BusinessFormBody business={business.data} categories={categories.data} />
      )}
      {!loading && business.data && (
        <TranslationsPanel
          entity="business"
          id={business.data.id}
          label={business.data.name}
          path={business.data.isActive ? `/business/${business.data.id}` : null}
          version={String(business.data.updatedAt)}
        />
      )}
    </>
  );
}

function BusinessFormBody({ business, categories }: { business: Business | undefined; categories: AdminCategory[] }) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterBusinessWrite();
  const { form, creating, submit, alert, isSaving } = useRecordForm({
    opened: business,
    schema: AdminBusinessInputSchema,
    toForm: businessToFormValues,
    blank: NEW_BUSINESS_VALUES,
    urls: { list: BUSINESSES_URL, record: businessUrl },
    toInput: formValuesToInput,
    // the hours are held in the API's shape: "hours.weekly.3.intervals" shows at Thursday's intervals
    nested: ["hours"],
    noun: "Business",
    entity: "business",
    label: (saved) => saved.name,
    path: (saved) => (saved.isActive ? `/business/${saved.id}` : null),
    refresh,
    listPath: LIST_PATH,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <FormAlert message={alert} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Business Name" registration={register("name")} error={errors.name} required />
        <SelectField label="Category" registration={register("categoryId")} error={errors.categoryId} required>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        rows={4}
        registration={register("description")}
        error={errors.description}
        required
      />
      <div className="grid gap-5 md:grid-cols-2">
        <PlaceFields register={register} errors={errors} locationRequired />
        <ContactFields register={register} errors={errors} />
        <PriceRangeField register={register} errors={errors} />
      </div>
      <PositionFields form={form} />
      <OfferFields register={register} errors={errors} />
      <BusinessPhotosField form={form} />
      <HoursEditor form={form} confirmedAt={business ? business.hoursConfirmedAt : undefined} />
      <div className="flex flex-wrap gap-8">
        <SwitchField label="Verified Business" hint="Shows the Verified badge" registration={register("isVerified")} />
        <SwitchField label="Active Business" hint="Live on the site" registration={register("isActive")} />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6">
        <button type="button" className="btn-secondary" onClick={() => void navigate(LIST_PATH)}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? "Saving..." : creating ? "Create Business" : "Update Business"}
        </button>
      </div>
    </form>
  );
}
