import { setTheme, useTheme } from '../session/theme';
import { useTranslation } from '../i18n/i18n';
import { Icon } from './Icon';

/** Switches between light and dark mode; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn-icon"
      onClick={() => setTheme(next)}
      aria-label={t(`shell.theme.${next}`)}
      title={t(`shell.theme.${next}`)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
