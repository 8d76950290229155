import type { ColourFamily } from '../../contract/colour';

/** Shop by colour (issue 18 §3): the colour families, the closest colours of a colour page, and choosing a colour. */
export const colourTexts = {
  families: {
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    blue: 'Blue',
    purple: 'Purple',
    pink: 'Pink',
    brown: 'Brown',
    beige: 'Beige',
    grey: 'Grey',
    black: 'Black',
    white: 'White',
  } satisfies Record<ColourFamily, string>,
  /** The colour filter's legend. */
  family: 'Colour',
  closestTitle: 'Closest colours',
  /** A colour's difference from the one chosen, for screen readers and as a hint (CIEDE2000 ΔE). */
  difference: (deltaE: number) => `Colour difference ${deltaE.toFixed(1)}`,
  closestNone: 'No other colour is close to this one yet.',
  failed: 'The colours could not be loaded, please try again.',
  chooseTitle: 'Shop by colour',
  chooseIntro: 'Choose a colour, or pick one from a photo on your phone, to see the fabrics nearest to it.',
  colourInput: 'Colour',
  pickFromPhoto: 'Pick from a photo',
  photoHint: 'Tap the photo where the colour is. It stays on your device: nothing is uploaded.',
  photoLabel: 'Your photo: tap, or use the arrow keys and Enter, to pick a colour',
  photoUnreadable: 'That file could not be opened as a picture.',
  chosen: (hex: string) => `Colour chosen: #${hex}`,
  nearestTitle: 'Nearest fabrics',
  nearestFound: (n: number) => `${n} colour${n === 1 ? '' : 's'} nearest first`,
};
