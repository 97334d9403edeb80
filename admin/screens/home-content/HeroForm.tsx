// The Hero Section tab: the show-hero switch and the hero's texts and call to action.
import { SwitchField, TextAreaField, TextField } from "../../components/fields.tsx";
import { HERO_FIELDS, HeroSchema } from "./content-forms.ts";
import { useContentTabForm, type ContentTabProps } from "./useContentTabForm.ts";

export function HeroForm(props: ContentTabProps) {
  const { register, formState, onSubmit, saving } = useContentTabForm(HeroSchema, HERO_FIELDS, props);
  const { errors } = formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <SwitchField
        label="Show hero section"
        hint="The large banner at the top of the home page"
        registration={register("showHeroSection")}
      />
      <TextField label="Hero Title" registration={register("heroTitle")} error={errors.heroTitle} required />
      <TextField
        label="Hero Subtitle"
        registration={register("heroSubtitle")}
        error={errors.heroSubtitle}
        placeholder="A line under the title"
      />
      <TextAreaField
        label="Hero Description"
        rows={3}
        registration={register("heroDescription")}
        error={errors.heroDescription}
        required
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Button Text"
          registration={register("ctaText")}
          error={errors.ctaText}
          placeholder="Explore Rishikesh"
        />
        <TextField
          label="Button Link"
          registration={register("ctaLink")}
          error={errors.ctaLink}
          placeholder="/search"
          hint="A path on this site, such as /search, or a full address"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving..." : "Save Hero Content"}
      </button>
    </form>
  );
}
