/** The Slider screen's own texts (spec.md names the button 'Add New Slider', kept in messages.ts). */
export const sliderTexts = {
  caption: 'Slides',
  search: 'Search by title',
  active: 'Active',
  title: 'Title',
  image: 'Image',
  addError: 'Could not save the slide',
  switchLabel: (title: string) => `Show "${title}" on the home page`,
  switchFailed: (title: string, reason: string) => `Could not switch "${title}": ${reason}`,
} as const;
