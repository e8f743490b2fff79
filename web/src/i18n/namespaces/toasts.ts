import en from '../locales/en/toasts.json';
import { defineNamespace } from '../namespace';

/** The toast stack's own words; it loads apart from every page, so it has its own namespace. */
export const useToastsTranslation = defineNamespace('toasts', en);
