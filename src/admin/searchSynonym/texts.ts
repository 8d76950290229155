/** The screen's texts live with the other back-office texts in src/admin/texts.ts (one place for the Thai pack, issue 19). */
export { searchSynonymTexts } from '../texts';
