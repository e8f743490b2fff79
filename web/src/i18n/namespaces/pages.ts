import en from '../locales/en/pages.json';
import { defineNamespace } from '../namespace';

/** The static pages (about, FAQ, legal texts' headings, blog list), contact, transparency, 404. */
export const usePagesTranslation = defineNamespace('pages', en);
