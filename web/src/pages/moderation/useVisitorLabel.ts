import { useModerationTranslation } from '../../i18n/namespaces/moderation';

/** A visitor's short name in the console: "Visitor" and the start of their hashed visitor id. */
export function useVisitorLabel(): (subject: string) => string {
  const { t } = useModerationTranslation();
  return (subject) => t('subject.visitor', { id: subject.replace(/^visitor:/, '').slice(0, 8) });
}
