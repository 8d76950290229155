import { TextInput } from 'react-admin';
import { messages } from '../../messages';
import { ImageInput } from '../common/ImageInput';

/** The fields of the New Category and edit dialogs. */
export function CategoryInputs() {
  return (
    <>
      <TextInput source="name" label="Name" autoFocus />
      <TextInput source="discription" label={messages.discription} multiline minRows={3} />
      <ImageInput label="Image" />
    </>
  );
}
