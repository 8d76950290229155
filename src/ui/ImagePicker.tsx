import { Box, Button, FormHelperText } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useEffect, useId, useState } from 'react';

interface ImagePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  error?: boolean;
  /** A message under the button (e.g. 'No Value' when the picture is required). */
  helperText?: string;
  /** The preview's alternative text, given the label (the caller's texts module, so it follows the language). */
  previewAlt: (label: string) => string;
  /** Shown when the chosen file cannot be drawn as a picture. */
  unreadableText: string;
  /** The picture stored now (edit dialogs), shown until another file is chosen. */
  currentSrc?: string;
}

/** A file button restricted to images, with a preview of the chosen picture (150 to 300 px). */
export function ImagePicker({ label, file, onChange, required, error, helperText, currentSrc, previewAlt, unreadableText }: ImagePickerProps) {
  const id = useId();
  const helpId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // The chosen file the browser could not show, if any: a new choice clears the message.
  const [unreadableFile, setUnreadableFile] = useState<File | null>(null);
  const unreadable = file !== null && unreadableFile === file;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an outside resource, made and revoked with the file
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? currentSrc ?? null;
  const help = unreadable ? unreadableText : helperText;
  return (
    <Box>
      <Button component="label" htmlFor={id} variant="outlined" color={error || unreadable ? 'error' : 'primary'} startIcon={<AddPhotoAlternateIcon />}>
        {label}
        {required ? ' *' : ''}
        <input
          id={id}
          aria-label={label}
          aria-describedby={help ? helpId : undefined}
          aria-invalid={error || unreadable || undefined}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          hidden
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      {file && <FormHelperText>{file.name}</FormHelperText>}
      {help && (
        <FormHelperText id={helpId} error={error || unreadable}>
          {help}
        </FormHelperText>
      )}
      {src && !unreadable && (
        <Box
          component="img"
          src={src}
          alt={previewAlt(label)}
          onError={() => preview && setUnreadableFile(file)}
          sx={{ display: 'block', mt: 1, maxWidth: 300, minWidth: 150, maxHeight: 300, objectFit: 'contain', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
