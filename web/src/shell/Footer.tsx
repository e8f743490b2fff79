import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { Logo } from '../components/Logo';
import { LanguagePicker } from '../i18n/LanguagePicker';

const footerLinks = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/community', label: 'footer.community' },
  { to: '/safety', label: 'footer.safety' },
  { to: '/disclaimer', label: 'footer.disclaimer' },
  { to: '/bloglist', label: 'footer.blog' },
  // Ours beyond the spec's links: the public moderation numbers.
  { to: '/transparency', label: 'footer.transparency' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer mt-auto">
      <Container className="py-4">
        <div className="d-flex flex-column flex-lg-row gap-4 justify-content-between">
          <div>
            <Link to="/" className="text-decoration-none" aria-label={t('footer.home')}>
              <Logo size={28} />
            </Link>
            <p className="text-body-secondary mt-2 mb-0">{t('footer.tagline')}</p>
            <LanguagePicker className="footer-language mt-3" />
          </div>
          <nav aria-label={t('footer.nav')}>
            <ul className="footer-links list-unstyled mb-0">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="small text-body-secondary mt-4 mb-0">© 2025 Serendip</p>
      </Container>
    </footer>
  );
}
