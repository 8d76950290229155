import { ApiError } from '../../api/client';
import type { BlogTypeRecord } from './calls';
import { messages } from '../../messages';
import { blogTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { BlogTypeInputs } from './BlogTypeInputs';

/** spec.md §8: the server answers 404 for a type a blog is still listed under. */
const deleteFailure = (error: unknown) => (error instanceof ApiError && error.status === 404 ? messages.cannotDeleteTagOrType : messages.deleteError);

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<BlogTypeRecord>[] => [
  { label: blogTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: blogTexts.name, render: (r) => r.name, field: 'name' },
  {
    label: blogTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={blogTexts.editTitle(r.name)} required={['name']} failure={blogTexts.addBlogTypeError}>
        <BlogTypeInputs />
      </EditDialog>
    ),
  },
  {
    label: blogTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={deleteFailure} />,
  },
];

/** /admin_blog_type: table IMAGE, NAME, DELETE (plus edit) and the add dialog with name and image. */
export function BlogTypeList() {
  return (
    <AdminList
      columns={columns()}
      caption={blogTexts.typesCaption}
      search={blogTexts.searchByName}
      sort={{ field: 'name', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.blogType, name: (r) => r.name }}
      empty={messages.noData}
      actions={
        <CreateDialog buttonLabel={blogTexts.addBlogType} required={['name', 'image']} failure={blogTexts.addBlogTypeError}>
          <BlogTypeInputs />
        </CreateDialog>
      }
    />
  );
}
