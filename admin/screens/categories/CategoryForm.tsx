// /admin/categories/new and /admin/categories/:id/edit (spec sections 2, 5, 8): one form for both, checked
// with the API's own CategoryInputSchema. Typing the name writes the slug when creating or when the slug
// is empty; the icon is picked from the icons the site can draw; the colour has a picker and a text field.
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { CategoryInputSchema, type Category } from "../../../shared/schemas/category.ts";
import { FormAlert, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { SlugField, useNameWritesSlug } from "../../components/SlugField.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { categoryToFormValues, formValuesToInput, NEW_CATEGORY_VALUES, pickerColor } from "./category-form.ts";
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
      <>
        <ScreenHeader title={title} back={BACK} />
        {category.isError ? (
          <LoadError
            error={category.error}
            onRetry={() => void category.refetch()}
            what="Could not load this category"
          />
        ) : (
          <LoadingRows rows={4} label="Loading category..." />
        )}
      </>
    );
  }
  // mounted once with what it edits, so "unsaved changes" compare against the stored category
  return <CategoryFormBody title={title} category={category.data} />;
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

  const saveButton = (
    <button type="submit" form={FORM_ID} className="btn-primary" disabled={isSaving}>
      {isSaving ? "Saving..." : "Save Category"}
    </button>
  );

  return (
    <>
      <ScreenHeader title={title} back={BACK} actions={saveButton} />
      <form
        id={FORM_ID}
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <FormAlert message={alert} />
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
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-6">
          <Link to={LIST_PATH} className="btn-secondary">
            Cancel
          </Link>
          {saveButton}
        </div>
      </form>
    </>
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
