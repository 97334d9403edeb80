// The Section Content tab: for each home page section its switch, title and description, each field once
// (the original showed the business and testimonial texts twice).
import { SwitchField, TextAreaField, TextField } from "../../components/fields.tsx";
import { HOME_SECTIONS, SECTION_FIELDS, SectionsSchema } from "./content-forms.ts";
import { useContentTabForm, type ContentTabProps } from "./useContentTabForm.ts";

export function SectionsForm(props: ContentTabProps) {
  const { register, formState, onSubmit, saving } = useContentTabForm(SectionsSchema, SECTION_FIELDS, props);
  const { errors } = formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      {HOME_SECTIONS.map((section) => (
        <fieldset key={section.show} className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
          <legend className="px-1 text-base font-semibold text-stone-900">{section.label} Section</legend>
          <SwitchField label={`Show ${section.label.toLowerCase()} section`} registration={register(section.show)} />
          <TextField
            label={`${section.label} Section Title`}
            registration={register(section.title)}
            error={errors[section.title]}
          />
          <TextAreaField
            label={`${section.label} Section Description`}
            rows={2}
            registration={register(section.description)}
            error={errors[section.description]}
          />
        </fieldset>
      ))}
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving..." : "Save Section Content"}
      </button>
    </form>
  );
}
