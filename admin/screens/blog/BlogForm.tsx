// /admin/blog/new and /admin/blog/:id/edit (spec sections 2, 4, 5, 8): one form for both, checked with the
// API's own BlogPostInputSchema. The slug follows the title like the category form's; a new post is a
// 5-minute draft until "Publish this post" is switched on.
import { Controller } from "react-hook-form";
import { Link, useParams } from "react-router";
import { BLOG_CATEGORIES, BLOG_READ_TIME } from "../../../shared/constants.ts";
import { BlogPostInputSchema, type BlogPost } from "../../../shared/schemas/blog.ts";
import { FormAlert, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { SelectField, SwitchField, TextAreaField, TextField } from "../../components/fields.tsx";
import { OnePhotoField } from "../../components/PhotosField.tsx";
import { PreviewLink } from "../../components/PreviewLink.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { SlugField, useNameWritesSlug } from "../../components/SlugField.tsx";
import { useRecordForm } from "../../lib/record-form.ts";
import { categoryLabel, formValuesToInput, NEW_BLOG_VALUES, postToFormValues } from "./blog-form.ts";
import { TranslationsPanel } from "../translations/TranslationsPanel.tsx";
import { BLOG_URL, blogPostUrl, useBlogPost, useRefreshAfterBlogWrite } from "./queries.ts";

const LIST_PATH = "/blog";

export default function BlogForm() {
  const { id } = useParams();
  const post = useBlogPost(id);
  const title = id === undefined ? "Create New Blog Post" : "Edit Blog Post";
  return (
    <>
      <ScreenHeader
        title={title}
        back={{ to: LIST_PATH, label: "Back to Blog" }}
        actions={post.data && <PreviewLink kind="blog" id={post.data.id} name={post.data.title} />}
      />
      {id === undefined || post.isSuccess ? (
        // mounted once with what it edits, so "unsaved changes" compare against the stored post
        <>
          <BlogFormBody post={post.data} />
          {post.data && (
            <TranslationsPanel
              entity="blog_post"
              id={post.data.id}
              label={post.data.title}
              path={post.data.isPublished ? `/blog/${post.data.slug}` : null}
              version={String(post.data.updatedAt)}
            />
          )}
        </>
      ) : post.isError ? (
        <LoadError error={post.error} onRetry={() => void post.refetch()} what="Could not load this blog post" />
      ) : (
        <LoadingRows rows={4} label="Loading blog post..." />
      )}
    </>
  );
}

function BlogFormBody({ post }: { post: BlogPost | undefined }) {
  const refresh = useRefreshAfterBlogWrite();
  const { form, creating, submit, alert, isSaving } = useRecordForm({
    opened: post,
    schema: BlogPostInputSchema,
    toForm: postToFormValues,
    blank: NEW_BLOG_VALUES,
    urls: { list: BLOG_URL, record: blogPostUrl },
    toInput: formValuesToInput,
    noun: "Blog post",
    entity: "blog_post",
    label: (saved) => saved.title,
    path: (saved) => (saved.isPublished ? `/blog/${saved.slug}` : null),
    refresh,
    listPath: LIST_PATH,
  });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const titleRegistration = useNameWritesSlug(form, "title", creating);

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <FormAlert message={alert} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Title"
          placeholder="e.g. A first week in Rishikesh"
          registration={titleRegistration}
          error={errors.title}
          required
        />
        <SlugField
          registration={register("slug")}
          slug={watch("slug")}
          pathPrefix="/blog/"
          savedSlug={post?.slug}
          placeholder="e.g. a-first-week-in-rishikesh"
          error={errors.slug}
        />
      </div>
      <TextAreaField
        label="Excerpt"
        rows={3}
        placeholder="A sentence or two for the blog list"
        registration={register("excerpt")}
        error={errors.excerpt}
      />
      <TextAreaField label="Content" rows={12} registration={register("content")} error={errors.content} required />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <OnePhotoField
            label="Featured Image"
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <div className="grid gap-5 md:grid-cols-3">
        <SelectField label="Category" registration={register("category")} error={errors.category}>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Read Time (minutes)"
          type="number"
          inputMode="numeric"
          // the number input's own range, for its spin buttons; the schema checks the value
          registration={{ ...register("readTime"), min: BLOG_READ_TIME.min, max: BLOG_READ_TIME.max }}
          error={errors.readTime}
          hint={`${BLOG_READ_TIME.min}-${BLOG_READ_TIME.max}; ${BLOG_READ_TIME.default} when left blank.`}
        />
        <TextField
          label="Tags"
          placeholder="yoga, ganga, beginners"
          autoComplete="off"
          registration={register("tags")}
          error={errors.tags}
          hint="Separate tags with commas."
        />
      </div>
      <SwitchField
        label="Publish this post"
        hint="A draft is kept here and not shown on the site."
        registration={register("isPublished")}
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-6">
        <Link to={LIST_PATH} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? "Saving..." : "Save Post"}
        </button>
      </div>
    </form>
  );
}
