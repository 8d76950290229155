import { BooleanInput, TextInput } from 'react-admin';
import { ImageInput } from '../common/ImageInput';
import { sliderTexts } from './texts';

/** The fields of the add and edit slide dialogs: spec.md's Title, active switch and image. */
export function SliderInputs() {
  return (
    <>
      <TextInput source="title" label={sliderTexts.title} autoFocus />
      <BooleanInput source="isActived" label={sliderTexts.active} />
      <ImageInput label={sliderTexts.image} />
    </>
  );
}
