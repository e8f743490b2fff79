import { useEffect, useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../components/Logo';
import { NotificationBell } from '../components/NotificationBell';
import { ThemeToggle } from '../components/ThemeToggle';
import { useAuth } from '../session/AuthContext';
import { OnlineCount } from './OnlineCount';
import { UserMenu } from './UserMenu';
import { MessagesNavLink } from './nav/MessagesNavLink';
import { MAIN_LINKS, MEMBER_LINKS } from './nav/navLinks';
import { useTranslation } from '../i18n/i18n';

/**
 * Top navigation; collapses behind a hamburger below 992 px. The tools (theme, bell, hamburger)
 * come after the links in the document so the Tab order follows the desktop's visual order;
 * below 992 px CSS shows them before the collapsed menu (frame.css).
 */
export function AppNavbar() {
  const { user, restriction } = useAuth();
  const { t } = useTranslation();
  // A suspended or banned account has no messages or notifications to fetch (refused).
  const active = Boolean(user) && !restriction;
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);

  useEffect(() => setExpanded(false), [pathname]);

  return (
    <Navbar
      expand="lg"
      sticky="top"
      className="app-navbar"
      expanded={expanded}
      onToggle={setExpanded}
    >
      <Container>
        <Navbar.Brand as={Link} to="/" aria-label="Serendip home">
          <Logo />
        </Navbar.Brand>
        <Navbar.Collapse id="main-navbar">
          <Nav className="me-auto">
            {MAIN_LINKS.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to}>
                {t(link.key)}
              </Nav.Link>
            ))}
            {user &&
              MEMBER_LINKS.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to}>
                  {t(link.key)}
                </Nav.Link>
              ))}
            {active && <MessagesNavLink />}
          </Nav>
          <Nav className="align-items-lg-center gap-lg-2">
            <Navbar.Text className="px-lg-2">
              <OnlineCount />
            </Navbar.Text>
            {user ? (
              <UserMenu />
            ) : (
              <>
                <Nav.Link as={NavLink} to="/register">
                  {t('nav.register')}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/login" className="btn-login">
                  {t('nav.login')}
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
        <div className="navbar-tools d-flex align-items-center gap-1 ms-auto ms-lg-2">
          <ThemeToggle />
          {active && <NotificationBell />}
          <Navbar.Toggle aria-controls="main-navbar" className="ms-1" />
        </div>
      </Container>
    </Navbar>
  );
}
