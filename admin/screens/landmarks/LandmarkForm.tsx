// /admin/landmarks/new and /admin/landmarks/:id/edit: one form for both, checked with the API's own
// LandmarkInputSchema. The position is pasted as "lat, lng" or a Google Maps or OpenStreetMap link and read back under
// the field with the bank of the river it is on; the bank can be set where the river's drawn course puts it wrong; a
// bridge names the crossing it is, so walks reach it at either end.
import { useParams } from "react-router";
import { LANDMARK_KINDS, LandmarkInputSchema } from "../../../shared/schemas/geo.ts";
import { BankField, CoordinatesField } from "../../components/CoordinatesField.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/fields.tsx";
import { RecordFormScreen } from "../../components/RecordFormScreen.tsx";
import { RecordLoadingScreen } from "../../components/Screen.tsx";
import { useNameWritesSlug } from "../../components/SlugField.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { useRiverCourse } from "../../lib/river-banks.ts";
import { formValuesToInput, landmarkToFormValues, NEW_LANDMARK_VALUES } from "./landmark-form.ts";
import {
  type AdminLandmark,
  LANDMARKS_URL,
  landmarkUrl,
  useCrossingList,
  useLandmark,
  useRefreshAfterGeographyWrite,
} from "./queries.ts";

const LIST_PATH = "/landmarks";
const BACK = { to: LIST_PATH, label: "Back to Landmarks & Crossings" };
const FORM_ID = "landmark-form";

export default function LandmarkForm() {
  const { id } = useParams();
  const landmark = useLandmark(id);
  const title = id === undefined ? "Add Landmark" : "Edit Landmark";

  if (id !== undefined && !landmark.isSuccess) {
    return (
      <RecordLoadingScreen
        title={title}
        back={BACK}
        query={landmark}
        failed="Could not load this landmark"
        loading="Loading landmark..."
      />
    );
  }
  // mounted once with what it edits, so "unsaved changes" compare against the stored landmark
  return <LandmarkFormBody title={title} landmark={landmark.data} />;
}

function LandmarkFormBody({ title, landmark }: { title: string; landmark: AdminLandmark | undefined }) {
  const river = useRiverCourse();
  const crossings = useCrossingList();
  const { form, creating, submit, alert, isSaving } = useRecordForm({
    opened: landmark,
    schema: LandmarkInputSchema,
    toForm: landmarkToFormValues,
    blank: NEW_LANDMARK_VALUES,
    urls: { list: LANDMARKS_URL, record: landmarkUrl },
    toInput: formValuesToInput,
    noun: "Landmark",
    entity: "landmark",
    label: (saved) => saved.name,
    // no page of its own: the business pages near it show walks from it
    path: () => null,
    refresh: useRefreshAfterGeographyWrite(),
    listPath: LIST_PATH,
  });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const [slug, coordinates, crossing] = watch(["slug", "coordinates", "crossing"]);
  const nameRegistration = useNameWritesSlug(form, "name", creating);

  return (
    <RecordFormScreen
      title={title}
      back={BACK}
      formId={FORM_ID}
      saveLabel="Save Landmark"
      isSaving={isSaving}
      onSubmit={submit}
      alert={alert}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Name"
          placeholder="e.g. Triveni Ghat"
          registration={nameRegistration}
          error={errors.name}
          required
        />
        <TextField
          label="Slug"
          placeholder="e.g. triveni-ghat"
          autoComplete="off"
          spellCheck={false}
          registration={register("slug")}
          error={errors.slug}
          required
          hint={
            <>
              How searches name it: <span className="font-mono text-stone-900">near={slug.trim()}</span>
            </>
          }
        />
        <SelectField label="Kind" registration={register("kind")} error={errors.kind} required>
          {LANDMARK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind[0]!.toUpperCase() + kind.slice(1)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Crossing"
          registration={register("crossing")}
          error={errors.crossing}
          hint="For a bridge: the crossing it is, so walks reach it at either end."
        >
          <option value="">Not a crossing</option>
          {crossings.data?.items.map((option) => (
            <option key={option.id} value={option.slug}>
              {option.name}
            </option>
          ))}
          {/* the stored crossing stays selectable while the list loads */}
          {crossing && !crossings.data && <option value={crossing}>{crossing}</option>}
        </SelectField>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <CoordinatesField
          label="Coordinates"
          registration={register("coordinates")}
          value={coordinates}
          error={errors.coordinates}
          river={river}
          required
          hint='Paste "latitude, longitude", or the address of the place on Google Maps or OpenStreetMap.'
        />
        <BankField
          registration={register("bank")}
          error={errors.bank}
          coordinates={coordinates}
          river={river}
          what="the landmark"
        />
      </div>
      <TextAreaField
        label="Source"
        rows={2}
        placeholder="Where the coordinates come from, e.g. OpenStreetMap node 123456, checked on site in 2026"
        registration={register("source")}
        error={errors.source}
        required
      />
    </RecordFormScreen>
  );
}
