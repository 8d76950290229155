import { useGetList } from 'react-admin';
import { ApiError } from '../../api/client';
import type { BlogRecord } from './calls';
import { messages } from '../../messages';
import { blogTexts, fieldTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { DateRangeFilter, ListFilterForm } from '../common/ListFilters';
import { createdAt } from '../common/ServerList';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { orderColumn } from '../common/DisplayOrder';
import { Thumb } from '../common/Thumb';
import { ALL_BY_NAME, BlogInputs } from './BlogInputs';
import { excerpt } from './excerpt';

/** spec.md §5: title, sub title, body, image, tag and type are all required on add; the image stays optional on edit. */
const REQUIRED = ['blogTagId', 'blogTypeId', 'title', 'subTitle', 'body'];

/** A blog the server no longer has (404) was never properly selected: spec.md's 'Please Select Blog'. */
const deleteFailure = (error: unknown) => (error instanceof ApiError && error.status === 404 ? messages.pleaseSelectBlog : messages.deleteBlogError);

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<BlogRecord>[] => [
  orderColumn<BlogRecord>((r) => r.title),
  { label: blogTexts.image, render: (r) => <Thumb path={r.url} alt={r.title} />, width: 96 },
  { label: blogTexts.title, field: 'title', render: (r) => r.title },
  { label: blogTexts.subTitle, field: 'subTitle', render: (r) => r.subTitle },
  { label: blogTexts.body, render: (r) => excerpt(r.body) },
  { label: fieldTexts.created, field: 'createAt', width: 150, render: (r) => createdAt(r.createAt) },
  {
    label: blogTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.title} title={blogTexts.editTitle(r.title)} required={REQUIRED} failure={blogTexts.addBlogError}>
        <BlogInputs />
      </EditDialog>
    ),
  },
  {
    label: blogTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.title} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={deleteFailure} />,
  },
];

/**
 * /admin_blog: the posts in the blog's order (issue 17 §5), with picture, title, sub title, the start of
 * the body and when written; paged, searched and cut to the days written on the server; Add New Blog, edit, delete.
 */
export function BlogList() {
  // spec.md: tags and types load on entry, so the dialog's choices are there when it opens.
  useGetList('admin_blog_tag', ALL_BY_NAME);
  useGetList('admin_blog_type', ALL_BY_NAME);
  return (
    <AdminList
      columns={columns()}
      caption={blogTexts.blogsCaption}
      search={blogTexts.searchBlogs}
      // The blog's order (a new post leads), which the Order column changes.
      sort={{ field: 'position', order: 'ASC' }}
      empty={messages.noData}
      // The selected posts deleted together, after one confirmation naming the count.
      bulk={{ noun: skuAdminTexts.nouns.post, name: (r) => r.title }}
      filters={
        <ListFilterForm>
          <DateRangeFilter from={listFilterTexts.createdFrom} to={listFilterTexts.createdTo} />
        </ListFilterForm>
      }
      actions={
        <CreateDialog buttonLabel={messages.addNewBlog} required={[...REQUIRED, 'image']} failure={blogTexts.addBlogError}>
          <BlogInputs />
        </CreateDialog>
      }
    />
  );
}
