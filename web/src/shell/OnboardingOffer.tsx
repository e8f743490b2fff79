import { Link, useLocation } from 'react-router';
import { useAuth } from '../session/AuthContext';
import { useTranslation } from '../i18n/i18n';
import { onboardingOffered } from '../session/onboardingOffer';

/**
 * For someone who signed up mid-chat and was left in the chat: onboarding offered as a link
 * under the navbar until they finish it.
 */
export function OnboardingOffer() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.onboardingCompleted || pathname === '/onboarding' || !onboardingOffered())
    return null;
  return (
    <div className="onboarding-offer" role="status">
      <span>{t('shell.onboardingOffer.welcome', { username: user.username })}</span>
      <Link to="/onboarding" className="fw-semibold">
        {t('shell.onboardingOffer.finish')}
      </Link>
    </div>
  );
}
