import { useEffect } from 'react';
import { useAuth } from '../session/AuthContext';
import { accountLanguage } from './languageChoice';

/**
 * Follows the signed-in account's language: when the account loads with a language other than
 * the one shown, the app switches to it; a pick made here before signing in goes to the account.
 */
export function AccountLanguageSync() {
  const { user } = useAuth();
  const userId = user?._id;
  const language = user?.language;
  useEffect(() => {
    if (userId) void accountLanguage.accountLoaded(language);
  }, [userId, language]);
  return null;
}
