import { useTranslation } from 'react-i18next';
import en from '../locales/en/people.json';
import { defineNamespace } from '../namespace';

/**
 * The parts about people that pages share: avatars, presence badges, the friends list and the
 * notification bell.
 */
export const usePeopleTranslation = defineNamespace('people', en);

/**
 * The same words for a component the shell renders outside any page's Suspense boundary (an
 * avatar in the navbar): it never suspends, it shows English until the language's catalogue
 * has loaded, then re-renders.
 */
export const usePeopleTranslationNow = () => useTranslation('people', { useSuspense: false });
