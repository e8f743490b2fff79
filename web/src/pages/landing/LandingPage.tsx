import { Container } from 'react-bootstrap';
import { LinkButton } from '../../components/LinkButton';
import { usePageTitle } from '../../session/usePageTitle';
import { AdSlot } from '../../components/AdSlot';
import { FeatureGrid, type FeatureItem } from './FeatureGrid';
import { HeroSection } from './HeroSection';

const features: FeatureItem[] = [
  {
    icon: 'chat',
    title: 'Anonymous Text Chat',
    text: 'Get matched with a random stranger instantly. No account needed.',
  },
  {
    icon: 'video',
    title: 'Video Chat',
    text: 'Meet face to face, one-to-one or in a group call with more strangers.',
  },
  {
    icon: 'hash',
    title: 'Chat Rooms',
    text: 'Join public rooms about the things you love, or create your own.',
  },
  {
    icon: 'users',
    title: 'Friends & Profiles',
    text: 'Register to keep in touch: a profile, friends, private chat and a photo feed.',
  },
];

const reasons: FeatureItem[] = [
  { icon: 'eyeOff', title: 'No tracking', text: 'We do not follow you around the web.' },
  { icon: 'videoOff', title: 'No recording', text: 'Your chats and calls are never recorded.' },
  {
    icon: 'shield',
    title: 'AI + human moderation',
    text: 'Video is moderated by AI; text by AI and real people.',
  },
  { icon: 'heart', title: 'Free', text: 'Every feature is free to use, today.' },
];

export function LandingPage() {
  usePageTitle('Anonymous Chat and Video Chat');
  return (
    <div className="landing">
      <HeroSection />
      <Container className="py-5">
        <section aria-labelledby="features-heading" className="mb-5">
          <h2 id="features-heading" className="section-title">
            Everything you need to meet new people
          </h2>
          <FeatureGrid items={features} />
        </section>
        <AdSlot slot="landing" />
        <section aria-labelledby="why-heading" className="my-5">
          <h2 id="why-heading" className="section-title">
            Why choose Serendip?
          </h2>
          <FeatureGrid items={reasons} />
        </section>
        <section className="join-now" aria-labelledby="join-heading">
          <h2 id="join-heading" className="fw-bold">
            Ready to make a new friend?
          </h2>
          <p className="mb-4">
            Create a free account to keep the people you click with, share photos and join rooms.
          </p>
          <LinkButton to="/register" size="lg" variant="light" className="hero-cta">
            Join Now
          </LinkButton>
          <p className="small mt-3 mb-0 opacity-75">Serendip is for adults aged 18 and over.</p>
        </section>
      </Container>
    </div>
  );
}
