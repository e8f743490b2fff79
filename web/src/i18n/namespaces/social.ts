import en from '../locales/en/social.json';
import { defineNamespace } from '../namespace';

/** Friend chat, conversations, rooms, the feed, explore and posts. */
export const useSocialTranslation = defineNamespace('social', en);
