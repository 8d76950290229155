import { TextInput } from 'react-admin';
import { blogTexts } from '../texts';
import { ImageInput } from '../common/ImageInput';

/** The fields of the add and edit blog type dialogs. */
export function BlogTypeInputs() {
  return (
    <>
      <TextInput source="name" label={blogTexts.nameLabel} autoFocus />
      <ImageInput label={blogTexts.imageLabel} />
    </>
  );
}
