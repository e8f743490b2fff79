import en from '../locales/en/strangers.json';
import { i18n } from '../i18n';
import { defineNamespace } from '../namespace';

/** The anonymous text chat and the video chat: matching, the conversation, the call. */
export const useStrangersTranslation = defineNamespace('strangers', en);

/**
 * The same texts for code that runs outside a render (toasts from socket events and media
 * errors): each call reads the language the app speaks at that moment.
 */
export const strangersText = i18n.getFixedT(null, 'strangers');
