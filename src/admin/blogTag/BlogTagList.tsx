import { TextInput } from 'react-admin';
import { ApiError } from '../../api/client';
import type { BlogTagRecord } from './calls';
import { messages } from '../../messages';
import { blogTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';

/** spec.md §8: the server answers 404 for a tag a blog still carries. */
const deleteFailure = (error: unknown) => (error instanceof ApiError && error.status === 404 ? messages.cannotDeleteTagOrType : messages.deleteError);

const NameInput = () => <TextInput source="name" label={blogTexts.nameLabel} autoFocus />;

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<BlogTagRecord>[] => [
  { label: blogTexts.name, render: (r) => r.name, field: 'name' },
  {
    label: blogTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={blogTexts.editTitle(r.name)} required={['name']} failure={blogTexts.addBlogTagError}>
        <NameInput />
      </EditDialog>
    ),
  },
  {
    label: blogTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={deleteFailure} />,
  },
];

/** /admin_blog_tag: table NAME, DELETE (plus edit) and the add dialog with a name. */
export function BlogTagList() {
  return (
    <AdminList
      columns={columns()}
      caption={blogTexts.tagsCaption}
      search={blogTexts.searchByName}
      sort={{ field: 'name', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.blogTag, name: (r) => r.name }}
      empty={messages.noData}
      actions={
        <CreateDialog buttonLabel={blogTexts.addBlogTag} required={['name']} failure={blogTexts.addBlogTagError}>
          <NameInput />
        </CreateDialog>
      }
    />
  );
}
