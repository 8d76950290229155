import type { ColourFamily } from '../../contract/colour';

/** A dot of each colour family on its filter chip (decoration: the chip's text names the family). */
export const FAMILY_SWATCH: Record<ColourFamily, string> = {
  red: '#c62828',
  orange: '#ef6c00',
  yellow: '#fbc02d',
  green: '#2e7d32',
  blue: '#1565c0',
  purple: '#6a1b9a',
  pink: '#f48fb1',
  brown: '#6d4c41',
  beige: '#d7c4a3',
  grey: '#9e9e9e',
  black: '#212121',
  white: '#ffffff',
};
