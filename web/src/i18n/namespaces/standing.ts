import en from '../locales/en/standing.json';
import { defineNamespace } from '../namespace';

/**
 * One's account standing: the suspension screen a sanctioned person meets wherever they were
 * refused (the chats among them), the statements of reasons with their appeal, the standing
 * page and the trust level. Apart from the console's words, so the chat pages that can show the
 * suspension screen carry none of the console's.
 */
export const useStandingTranslation = defineNamespace('standing', en);
