import { TextInput } from 'react-admin';
import type { SearchSynonymRecord } from './calls';
import { messages } from '../../messages';
import { searchSynonymTexts } from './texts';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { listFilterTexts } from '../texts';

const WordsInput = () => <TextInput source="words" label={searchSynonymTexts.words} helperText={searchSynonymTexts.wordsHint} multiline autoFocus />;

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SearchSynonymRecord>[] => [
  { label: searchSynonymTexts.words, render: (r) => r.words, field: 'words' },
  {
    label: searchSynonymTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.words} title={searchSynonymTexts.editTitle(r.words)} required={['words']} failure={searchSynonymTexts.failed}>
        <WordsInput />
      </EditDialog>
    ),
  },
  {
    label: searchSynonymTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.words} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
  },
];

/**
 * /admin_search_synonym (issue 18 §1): the trade words the storefront search treats as one
 * (linen, ลินิน), a group a row; add, edit and delete. Any change rebuilds the search's index.
 */
export function SearchSynonymList() {
  return (
    <AdminList
      columns={columns()}
      caption={searchSynonymTexts.caption}
      search={searchSynonymTexts.search}
      sort={{ field: 'words', order: 'ASC' }}
      bulk={{ noun: searchSynonymTexts.noun, name: (r) => r.words }}
      empty={messages.noData}
      actions={
        <CreateDialog buttonLabel={searchSynonymTexts.add} required={['words']} failure={searchSynonymTexts.failed}>
          <WordsInput />
        </CreateDialog>
      }
    />
  );
}
