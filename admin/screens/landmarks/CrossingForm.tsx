// /admin/landmarks/crossings/:id/edit: a crossing of the river opened or closed to people on foot, with the note
// travellers read, the day the status was known to hold and where it comes from; its name, its two ends and their
// source. Checked with the API's own CrossingInputSchema. Changing the status dates it today, which the editor can
// change; a closed crossing is left out of every walk on the next build.
import { useParams } from "react-router";
import { CrossingInputSchema } from "../../../shared/schemas/geo.ts";
import { CoordinatesField } from "../../components/CoordinatesField.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/fields.tsx";
import { RecordFormScreen } from "../../components/RecordFormScreen.tsx";
import { RecordLoadingScreen } from "../../components/Screen.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { useRiverCourse } from "../../lib/river-banks.ts";
import { crossingToFormValues, formValuesToInput, localToday, ON_FOOT_STATUSES } from "./crossing-form.ts";
import {
  type AdminCrossing,
  CROSSINGS_URL,
  crossingUrl,
  useCrossing,
  useRefreshAfterGeographyWrite,
} from "./queries.ts";

const LIST_PATH = "/landmarks";
const BACK = { to: LIST_PATH, label: "Back to Landmarks & Crossings" };
const FORM_ID = "crossing-form";
const TITLE = "Edit Crossing";

export default function CrossingForm() {
  const { id } = useParams();
  const crossing = useCrossing(id);
  if (!crossing.isSuccess) {
    return (
      <RecordLoadingScreen
        title={TITLE}
        back={BACK}
        query={crossing}
        failed="Could not load this crossing"
        loading="Loading crossing..."
      />
    );
  }
  // mounted once with what it edits, so "unsaved changes" compare against the stored crossing
  return <CrossingFormBody crossing={crossing.data} />;
}

function CrossingFormBody({ crossing }: { crossing: AdminCrossing }) {
  const river = useRiverCourse();
  const { form, submit, alert, isSaving } = useRecordForm({
    opened: crossing,
    schema: CrossingInputSchema,
    toForm: crossingToFormValues,
    // a crossing is only edited here, never created
    blank: crossingToFormValues(crossing),
    urls: { list: CROSSINGS_URL, record: crossingUrl },
    toInput: formValuesToInput,
    noun: "Crossing",
    entity: "crossing",
    label: (saved) => saved.name,
    // no page of its own: the business pages whose walks cross the river change with it
    path: () => null,
    refresh: useRefreshAfterGeographyWrite(),
    listPath: LIST_PATH,
  });
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const [leftBank, rightBank] = watch(["leftBank", "rightBank"]);
  const statusRegistration = register("status", {
    // a new status holds from today: the date of the old one would tell travellers it is older than it is
    onChange: () => setValue("statusDate", localToday(), { shouldDirty: true }),
  });

  return (
    <RecordFormScreen
      title={TITLE}
      subtitle={crossing.name}
      back={BACK}
      formId={FORM_ID}
      saveLabel="Save Crossing"
      isSaving={isSaving}
      onSubmit={submit}
      alert={alert}
    >
      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold text-stone-900">Status on foot</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Status"
            registration={statusRegistration}
            error={errors.status}
            hint="Walks across the river use only the crossings open on foot."
            required
          >
            {ON_FOOT_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Status date"
            type="date"
            registration={register("statusDate")}
            error={errors.statusDate}
            hint="The day the status was last known to hold."
            required
          />
        </div>
        <TextAreaField
          label="Status note"
          rows={2}
          placeholder="e.g. Closed for repairs: cross by Janki Setu"
          registration={register("statusNote")}
          error={errors.statusNote}
          hint="What travellers read about the crossing."
          required
        />
        <TextAreaField
          label="Status source"
          rows={2}
          placeholder="Where the status comes from: a notice, a news report, a visit"
          registration={register("statusSource")}
          error={errors.statusSource}
          required
        />
      </fieldset>
      <fieldset className="space-y-5 border-t border-stone-200 pt-6">
        <legend className="mb-2 text-lg font-semibold text-stone-900">Where it is</legend>
        <TextField label="Name" registration={register("name")} error={errors.name} required />
        <div className="grid gap-5 md:grid-cols-2">
          <CoordinatesField
            label="East end (left bank)"
            registration={register("leftBank")}
            value={leftBank}
            error={errors.leftBank}
            river={river}
            required
            hint="Where it lands on the Swarg Ashram side."
          />
          <CoordinatesField
            label="West end (right bank)"
            registration={register("rightBank")}
            value={rightBank}
            error={errors.rightBank}
            river={river}
            required
            hint="Where it lands on the Rishikesh town side."
          />
        </div>
        <TextAreaField
          label="Coordinates source"
          rows={2}
          registration={register("coordinatesSource")}
          error={errors.coordinatesSource}
          required
        />
      </fieldset>
    </RecordFormScreen>
  );
}
