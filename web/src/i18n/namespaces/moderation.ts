import en from '../locales/en/moderation.json';
import { defineNamespace } from '../namespace';

/**
 * The moderation console: queue, item with its reports and evidence, appeals, audit log and
 * moderators. The statements it shows speak the `standing` namespace.
 */
export const useModerationTranslation = defineNamespace('moderation', en);
