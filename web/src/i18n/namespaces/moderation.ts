import en from '../locales/en/moderation.json';
import { defineNamespace } from '../namespace';

/**
 * The moderation console (queue, item, appeals, audit log, moderators) and one's own account
 * standing (the suspension screen, decisions with their statements, the trust level): one
 * namespace, since the console shows the same statements a sanctioned person reads.
 */
export const useModerationTranslation = defineNamespace('moderation', en);
