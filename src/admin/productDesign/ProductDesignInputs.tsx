import { TextInput } from 'react-admin';
import { ImageInput } from '../common/ImageInput';
import { DESIGN_ICONS } from './DesignIcon';

/** The fields of the add and edit design dialogs: spec.md's Name, Icon Name and image. */
export function ProductDesignInputs() {
  return (
    <>
      <TextInput source="name" label="Name" autoFocus />
      <TextInput source="icons" label="Icon Name" helperText={`A Material icon name, e.g. ${Object.keys(DESIGN_ICONS).slice(0, 4).join(', ')}`} />
      <ImageInput label="Image" />
    </>
  );
}
