// /admin/categories (spec sections 2, 8): search by name or description on the server, the three stat
// cards, and a card per category with its public page, its edit form and delete. A category still used
// by businesses cannot be deleted: the server's message says so in the failure toast.
import { Link } from "react-router";
import type { AdminCategory } from "../../../shared/schemas/admin-lists.ts";
import { EyeIcon, PencilIcon, TrashIcon } from "../../../shared/ui/icons.tsx";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ListToolbar, useListParams } from "../../components/ListControls.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { StatCard, StatGrid } from "../../components/StatCard.tsx";
import { useRecordDelete } from "../../lib/record-form.ts";
import { CategoryIcon } from "./IconPicker.tsx";
import { categoryUrl, useCategoryList, useRefreshAfterCategoryWrite } from "./queries.ts";

const DELETE_FAILED_MESSAGE = "Failed to delete category";
const deleteConfirmation = (name: string) => `Are you sure you want to delete "${name}" category?`;

export default function CategoryList() {
  // categories are few and never paged: of the list's parameters only the search is used
  const list = useListParams(Number.MAX_SAFE_INTEGER);
  const matches = useCategoryList(list.q);
  // the Total card counts every category; without a search it is the same query as the list
  const all = useCategoryList("");

  return (
    <>
      <ListScreenHeader
        title="Categories"
        subtitle="The categories travellers browse on the site."
        add={{ to: "/categories/new", label: "Add Category" }}
      />
      <ListToolbar list={list} searchLabel="Search categories" placeholder="Search by name or description..." />
      <StatGrid>
        <StatCard label="Total Categories" value={all.data?.total ?? "–"} />
        <StatCard label="Visible" value={matches.data?.items.length ?? "–"} />
        <StatCard label="Status" value="Active" />
      </StatGrid>
      <CategoryCards query={matches} />
    </>
  );
}

function CategoryCards({ query }: { query: ReturnType<typeof useCategoryList> }) {
  if (query.isPending) return <LoadingRows rows={6} label="Loading categories..." />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="Could not load the categories" />;
  }
  if (query.data.items.length === 0) return <EmptyState title="No categories found" />;
  return (
    <ul aria-label="Categories" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching}>
      {query.data.items.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}

function CategoryCard({ category }: { category: AdminCategory }) {
  const confirm = useConfirm();
  const remove = useRecordDelete({
    url: categoryUrl(category.id),
    record: { entity: "category", id: category.id, label: category.name },
    deletedToast: { title: "Category deleted", description: `"${category.name}" was deleted.` },
    failedMessage: DELETE_FAILED_MESSAGE,
    refresh: useRefreshAfterCategoryWrite(),
  });
  const businesses = `${category.businessCount} ${category.businessCount === 1 ? "business" : "businesses"}`;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border-2 bg-white"
          style={{ borderColor: category.color, color: category.color }}
        >
          <CategoryIcon name={category.icon} />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900">{category.name}</h2>
          <p className="text-sm text-stone-700">ID: {category.id}</p>
        </div>
      </div>
      {category.description && <p className="text-sm text-stone-800">{category.description}</p>}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="tag font-mono">{category.slug}</span>
        <span className="text-stone-700">{businesses}</span>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <a href={`/categories/${category.slug}`} className="btn-secondary px-3 py-1.5 text-sm">
          <EyeIcon /> View Page<span className="sr-only"> of {category.name}</span>
        </a>
        <Link to={`/categories/${category.id}/edit`} className="btn-secondary px-3 py-1.5 text-sm">
          <PencilIcon /> Edit<span className="sr-only"> {category.name}</span>
        </Link>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm text-red-800 hover:border-red-700 hover:text-red-900"
          disabled={remove.isPending}
          onClick={() => void confirm(deleteConfirmation(category.name)).then((yes) => yes && remove.mutate())}
        >
          <TrashIcon /> {remove.isPending ? "Deleting..." : "Delete"}
          <span className="sr-only"> {category.name}</span>
        </button>
      </div>
    </li>
  );
}
