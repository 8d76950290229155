import { ListBase, Pagination, useResourceDefinition } from 'react-admin';
import { PER_PAGE } from '../common/AdminList';
import { SearchFilter } from '../common/SearchFilter';
import { messages } from '../../messages';
import { AdminScreen } from '../common/AdminScreen';
import { CreateDialog } from '../common/CreateDialog';
import { ContactUsCards } from './ContactUsCards';
import { ContactUsInputs } from './ContactUsInputs';
import { contactUsTexts } from './texts';

/**
 * /admin_contact_us: spec.md's 'Add New Contact Us Data' and every record with its logo, address,
 * phone, email, website and shop links, a page at a time and searched on the server; edit, and a
 * delete that (unlike the spec) works.
 */
export function ContactUsList() {
  const { options } = useResourceDefinition<{ label: string }>();
  return (
    <ListBase perPage={PER_PAGE[0]} sort={{ field: '', order: 'ASC' }}>
      <AdminScreen
        title={options?.label ?? ''}
        actions={
          <CreateDialog buttonLabel={messages.addNewContactUsData} required={['company']} failure={contactUsTexts.saveError}>
            <ContactUsInputs />
          </CreateDialog>
        }
      >
        <SearchFilter label={contactUsTexts.search} />
        <ContactUsCards />
        <Pagination rowsPerPageOptions={PER_PAGE} />
      </AdminScreen>
    </ListBase>
  );
}
