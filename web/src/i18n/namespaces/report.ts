import en from '../locales/en/report.json';
import { defineNamespace } from '../namespace';

/**
 * The report dialogs, shared by the chats, profiles and content: a namespace of their own so a
 * page that only reports loads none of the chats' words.
 */
export const useReportTranslation = defineNamespace('report', en);
