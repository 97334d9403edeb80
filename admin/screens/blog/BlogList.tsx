// /admin/blog (spec sections 2, 8): search by title or category on the server, paged; the four stat cards
// over every post; a row per post with its public page (a preview of a draft), its edit form and delete.
import { Link } from "react-router";
import { ADMIN_PAGE } from "../../../shared/constants.ts";
import type { BlogPost } from "../../../shared/schemas/blog.ts";
import { EyeIcon, PencilIcon, TrashIcon } from "../../../shared/ui/icons.tsx";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { PreviewLink } from "../../components/PreviewLink.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ListToolbar, Pagination, useKeepPageInRange, useListParams } from "../../components/ListControls.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { StatCard, StatGrid } from "../../components/StatCard.tsx";
import { useRecordDelete } from "../../lib/record-form.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { categoryLabel } from "./blog-form.ts";
import { blogPostUrl, useBlogPage, useBlogSummary, useRefreshAfterBlogWrite } from "./queries.ts";

const DELETE_FAILED_MESSAGE = "Failed to delete blog post";
const deleteConfirmation = (title: string) => `Are you sure you want to delete "${title}"?`;
const readTime = (minutes: number) => `${minutes} min read`;

export default function BlogList() {
  const list = useListParams(ADMIN_PAGE.defaultLimit);
  const page = useBlogPage({ q: list.q, limit: list.limit, offset: list.offset });
  const summary = useBlogSummary().data;
  useKeepPageInRange(list, page.data?.total);

  return (
    <>
      <ListScreenHeader
        title="Blog Posts"
        subtitle="Articles for travellers: drafts stay here until they are published."
        add={{ to: "/blog/new", label: "New Post" }}
      />
      <ListToolbar list={list} searchLabel="Search blog posts" placeholder="Search by title or category..." />
      <StatGrid>
        <StatCard label="Total Posts" value={summary?.total ?? "–"} />
        <StatCard label="Published" value={summary?.published ?? "–"} />
        <StatCard label="Drafts" value={summary?.drafts ?? "–"} />
        <StatCard label="Avg. Read Time" value={summary ? `${summary.averageReadTime} min` : "–"} />
      </StatGrid>
      {page.isPending ? (
        <LoadingRows label="Loading blog posts..." />
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} what="Could not load the blog posts" />
      ) : page.data.items.length === 0 ? (
        <EmptyState title="No articles found" />
      ) : (
        <>
          <ul aria-label="Blog posts" className="space-y-3" aria-busy={page.isFetching}>
            {page.data.items.map((post) => (
              <BlogRow key={post.id} post={post} />
            ))}
          </ul>
          <Pagination page={list.page} limit={list.limit} total={page.data.total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}

function BlogRow({ post }: { post: BlogPost }) {
  const confirm = useConfirm();
  const remove = useRecordDelete({
    url: blogPostUrl(post.id),
    record: { entity: "blog_post", id: post.id, label: post.title },
    deletedToast: { title: "Blog post deleted", description: `"${post.title}" was deleted.` },
    failedMessage: DELETE_FAILED_MESSAGE,
    refresh: useRefreshAfterBlogWrite(),
  });

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm md:flex-row md:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-stone-900">{post.title}</h2>
          {post.isPublished ? (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
              Published
            </span>
          ) : (
            <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-900">Draft</span>
          )}
          <span className="tag text-xs">{categoryLabel(post.category)}</span>
        </div>
        {post.excerpt && <p className="mt-2 line-clamp-2 text-sm text-stone-800">{post.excerpt}</p>}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <span>
            Created <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          </span>
          <span>{readTime(post.readTime)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {post.isPublished ? (
          <a href={`/blog/${post.slug}`} className="btn-secondary px-3 py-1.5 text-sm">
            <EyeIcon /> View<span className="sr-only"> {post.title} on the site</span>
          </a>
        ) : (
          <PreviewLink kind="blog" id={post.id} name={post.title} className="btn-secondary px-3 py-1.5 text-sm" />
        )}
        <Link to={`/blog/${post.id}/edit`} className="btn-secondary px-3 py-1.5 text-sm">
          <PencilIcon /> Edit<span className="sr-only"> {post.title}</span>
        </Link>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm text-red-800 hover:border-red-700 hover:text-red-900"
          disabled={remove.isPending}
          onClick={() => void confirm(deleteConfirmation(post.title)).then((yes) => yes && remove.mutate())}
        >
          <TrashIcon /> {remove.isPending ? "Deleting..." : "Delete"}
          <span className="sr-only"> {post.title}</span>
        </button>
      </div>
    </li>
  );
}
