import en from '../locales/en/composer.json';
import { defineNamespace } from '../namespace';

/**
 * The words of the composer's notice and media preview, shared by stranger and friend chat: a
 * namespace of their own keeps the social catalogue out of the stranger chat's first load.
 */
export const useComposerTranslation = defineNamespace('composer', en);
