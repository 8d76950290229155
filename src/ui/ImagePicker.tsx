import { Box, Button, FormHelperText } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useEffect, useId, useState } from 'react';

export interface ImagePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  error?: boolean;
}

/** A file button restricted to images, with a preview of the chosen picture (150 to 300 px). */
export function ImagePicker({ label, file, onChange, required, error }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box>
      <Button component="label" htmlFor={id} variant="outlined" color={error ? 'error' : 'primary'} startIcon={<AddPhotoAlternateIcon />}>
        {label}
        {required ? ' *' : ''}
        <input
          id={id}
          aria-label={label}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          hidden
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      {file && <FormHelperText>{file.name}</FormHelperText>}
      {preview && (
        <Box component="img" src={preview} alt={`${label} preview`} sx={{ display: 'block', mt: 1, maxWidth: 300, minWidth: 150, maxHeight: 300, objectFit: 'contain', borderRadius: 1 }} />
      )}
    </Box>
  );
}
