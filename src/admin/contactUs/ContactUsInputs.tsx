import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { contactUsLinkFields, contactUsTextFields } from '../../contract/contactUs';
import { ImageInput } from '../common/ImageInput';
import { contactUsLabels, contactUsTexts } from './texts';

const links = new Set<string>(contactUsLinkFields);

/** The add and edit dialogs' fields: one input per flat field of the record, then the logo with preview. */
export function ContactUsInputs() {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {contactUsTextFields.map((field) => (
          <TextInput
            key={field}
            source={field}
            label={contactUsLabels[field]}
            autoFocus={field === 'company'}
            type={field === 'email' ? 'email' : links.has(field) ? 'url' : field === 'telephone' ? 'tel' : 'text'}
            placeholder={links.has(field) ? 'https://' : undefined}
            multiline={field === 'address'}
            sx={field === 'address' || field === 'company' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
      <ImageInput label={contactUsTexts.logo} />
    </>
  );
}
