import { Container } from 'react-bootstrap';
import { useTranslation } from '../../i18n/i18n';
import { LinkButton } from '../../components/LinkButton';
import { usePageTitle } from '../../session/usePageTitle';
import { AdSlot } from '../../components/AdSlot';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HeroSection } from './HeroSection';

type Translate = ReturnType<typeof useTranslation>['t'];

const features = (t: Translate): FeatureItem[] => [
  { icon: 'chat', title: t('landing.features.textTitle'), text: t('landing.features.text') },
  { icon: 'video', title: t('landing.features.videoTitle'), text: t('landing.features.video') },
  { icon: 'hash', title: t('landing.features.roomsTitle'), text: t('landing.features.rooms') },
  { icon: 'users', title: t('landing.features.friendsTitle'), text: t('landing.features.friends') },
];

const reasons = (t: Translate): FeatureItem[] => [
  {
    icon: 'eyeOff',
    title: t('landing.reasons.trackingTitle'),
    text: t('landing.reasons.tracking'),
  },
  {
    icon: 'videoOff',
    title: t('landing.reasons.recordingTitle'),
    text: t('landing.reasons.recording'),
  },
  {
    icon: 'shield',
    title: t('landing.reasons.moderationTitle'),
    text: t('landing.reasons.moderation'),
  },
  { icon: 'heart', title: t('landing.reasons.freeTitle'), text: t('landing.reasons.free') },
];

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.title'));
  return (
    <div className="landing">
      <HeroSection />
      <Container className="py-5">
        <section aria-labelledby="features-heading" className="mb-5">
          <h2 id="features-heading" className="section-title">
            {t('landing.featuresHeading')}
          </h2>
          <FeatureGrid items={features(t)} />
        </section>
        <AdSlot slot="landing" />
        <section aria-labelledby="why-heading" className="my-5">
          <h2 id="why-heading" className="section-title">
            {t('landing.whyHeading')}
          </h2>
          <FeatureGrid items={reasons(t)} />
        </section>
        <section className="join-now" aria-labelledby="join-heading">
          <h2 id="join-heading" className="fw-bold">
            {t('landing.joinHeading')}
          </h2>
          <p className="mb-4">{t('landing.joinText')}</p>
          <LinkButton to="/register" size="lg" variant="light" className="hero-cta">
            {t('landing.joinNow')}
          </LinkButton>
          <p className="small mt-3 mb-0 opacity-75">{t('landing.adults')}</p>
        </section>
      </Container>
    </div>
  );
}
