// /admin/categories/new and /admin/categories/:id/edit (spec sections 2, 5, 8): one form for both, checked
// with the API's own CategoryInputSchema. Typing the name writes the slug when creating or when the slug
// is empty; the icon is picked from the icons the site can draw; the colour has a picker and a text field.
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { CategoryInputSchema, type Category } from "../../../shared/schemas/category.ts";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { RecordFormScreen } from "../../components/RecordFormScreen.tsx";
import { RecordLoadingScreen } from "../../components/Screen.tsx";
import { SlugField, useNameWritesSlug } from "../../components/SlugField.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { categoryToFormValues, formValuesToInput, NEW_CATEGORY_VALUES, pickerColor } from "./category-form.ts";
import { TranslationsPanel } from "../translations/TranslationsPanel.tsx";
import { CategoryIcon, IconPicker } from "./IconPicker.tsx";
import { CATEGORIES_URL, categoryUrl, useCategory, useRefreshAfterCategoryWrite } from "./queries.ts";

const LIST_PATH = "/categories";
const BACK = { to: LIST_PATH, label: "Back to Categories" };
const FORM_ID = "category-form";

export default function CategoryForm() {
  const { id } = useParams();
  const category = useCategory(id);
  const title = id === undefined ? "Create New Category" : "Edit Category";

  if (id !== undefined && !category.isSuccess) {
    return (
      <RecordLoadingScreen
        title={title}
        back={BACK}
        query={category}
        failed="Could not load this category"
        loading="Loading category..."
      />
    );
  }
  // mounted once with what it edits, so "unsaved changes" compare against the stored category
  return (
    <>
      <CategoryFormBody title={title} category={category.data} />
      {category.data && (
        <TranslationsPanel
          entity="category"
          id={category.data.id}
          label={category.data.name}
          path={`/categories/${category.data.slug}`}
          version={String(category.data.updatedAt)}
        />
      )}
    </>
  );
}

function CategoryFormBody({ title, category }: { title: string; category: Category | undefined }) {
  const refresh = useRefreshAfterCategoryWrite();
  const { form, creating, submit, alert, isSaving } = useRecordForm({
    opened: category,
    schema: CategoryInputSchema,
    toForm: categoryToFormValues,
    blank: NEW_CATEGORY_VALUES,
    urls: { list: CATEGORIES_URL, record: categoryUrl },
    toInput: formValuesToInput,
    noun: "Category",
    entity: "category",
    label: (saved) => saved.name,
    path: (saved) => `/categories/${saved.slug}`,
    refresh,
    listPath: LIST_PATH,
  });
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const [slug, icon, color] = watch(["slug", "icon", "color"]);

  const nameRegistration = useNameWritesSlug(form, "name", creating);

  return (
    <RecordFormScreen
      title={title}
      back={BACK}
      formId={FORM_ID}
      saveLabel="Save Category"
      isSaving={isSaving}
      onSubmit={submit}
      alert={alert}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Category Name"
          placeholder="e.g. Yoga & Meditation"
          registration={nameRegistration}
          error={errors.name}
          required
        />
        <SlugField
          registration={register("slug")}
          slug={slug}
          pathPrefix="/categories/"
          savedSlug={category?.slug}
          placeholder="e.g. yoga-meditation"
          error={errors.slug}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        placeholder="What travellers find in this category"
        registration={register("description")}
        error={errors.description}
      />
      <IconPicker value={icon} registration={register("icon")} error={errors.icon} />
      <ColorField
        color={color}
        onPick={(picked) => setValue("color", picked, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        textField={
          <TextField
            label="Colour"
            placeholder="#ff6b35"
            autoComplete="off"
            spellCheck={false}
            registration={register("color")}
            error={errors.color}
            hint="A hex value; the picker and this field stay in step."
          />
        }
        icon={icon}
      />
    </RecordFormScreen>
  );
}

/** The native colour picker beside the hex text field, and how the category's icon tile will look. */
function ColorField({
  color,
  onPick,
  textField,
  icon,
}: {
  color: string;
  onPick: (color: string) => void;
  textField: ReactNode;
  icon: string;
}) {
  const shown = pickerColor(color);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div>
        <label htmlFor="category-color-picker" className="mb-1 block text-sm font-semibold text-stone-900">
          Colour picker
        </label>
        <input
          id="category-color-picker"
          type="color"
          value={shown}
          onChange={(event) => onPick(event.target.value)}
          className="h-11 w-16 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        />
      </div>
      <div className="min-w-48 flex-1">{textField}</div>
      <div>
        <p className="mb-1 text-sm font-semibold text-stone-900">Preview</p>
        <span
          className="flex h-11 w-11 items-center justify-center rounded-xl border-2 bg-white"
          style={{ borderColor: shown, color: shown }}
        >
          <CategoryIcon name={icon} />
        </span>
      </div>
    </div>
  );
}
