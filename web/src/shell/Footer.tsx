import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { Logo } from '../components/Logo';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/faq', label: 'FAQ' },
  { to: '/community', label: 'Community Guidelines' },
  { to: '/safety', label: 'Safety Tips' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/bloglist', label: 'Blog' },
  // Ours beyond the spec's links: the public moderation numbers.
  { to: '/transparency', label: 'Transparency' },
];

export function Footer() {
  return (
    <footer className="app-footer mt-auto">
      <Container className="py-4">
        <div className="d-flex flex-column flex-lg-row gap-4 justify-content-between">
          <div>
            <Link to="/" className="text-decoration-none" aria-label="Serendip home">
              <Logo size={28} />
            </Link>
            <p className="text-body-secondary mt-2 mb-0">Connecting people, one chat at a time.</p>
          </div>
          <nav aria-label="Footer">
            <ul className="footer-links list-unstyled mb-0">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
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
