import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { imageUrl } from '../../api/images';
import { ImagePicker } from '../../ui/ImagePicker';
import { kitTexts } from '../texts';

/**
 * A react-admin input holding a File for a multipart field (`image` by default), with preview. In an
 * edit dialog it shows the record's current picture (`url`) until another file is chosen.
 */
export function ImageInput({ source = 'image', label, currentSource = 'url' }: { source?: string; label: string; currentSource?: string }) {
  const { field, fieldState, formState } = useInput({ source, defaultValue: null });
  const record = useRecordContext();
  const translate = useTranslate();
  const current = record?.[currentSource] as string | undefined;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <ImagePicker
      label={label}
      file={field.value instanceof Blob ? (field.value as File) : null}
      onChange={(file) => field.onChange(file)}
      error={showError}
      helperText={showError && fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
      currentSrc={current ? imageUrl(current) : undefined}
      previewAlt={kitTexts.imagePreview}
      unreadableText={kitTexts.unreadableImage}
    />
  );
}
