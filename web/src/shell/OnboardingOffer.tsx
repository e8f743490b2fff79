import { Link, useLocation } from 'react-router';
import { useAuth } from '../session/AuthContext';
import { onboardingOffered } from '../session/onboardingOffer';

/**
 * For someone who signed up mid-chat and was left in the chat: onboarding offered as a link
 * under the navbar until they finish it.
 */
export function OnboardingOffer() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.onboardingCompleted || pathname === '/onboarding' || !onboardingOffered())
    return null;
  return (
    <div className="onboarding-offer" role="status">
      <span>Welcome, {user.username}! Set up your profile whenever you like.</span>
      <Link to="/onboarding" className="fw-semibold">
        Finish setting up
      </Link>
    </div>
  );
}
