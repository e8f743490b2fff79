import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from './SupportEmailLink';

/**
 * The 14 FAQ entries, in their fixed order, by their key under `pages:faq.items` (question `q`,
 * answer `a`); `<name>` tags in an answer become these links.
 */
export const FAQ_KEYS = [
  'what',
  'register',
  'safe',
  'recorded',
  'banned',
  'textModeration',
  'data',
  'group',
  'personal',
  'report',
  'who',
  'premium',
  'phone',
  'support',
] as const;

export const FAQ_LINKS: Record<string, ReactElement> = {
  anonymous: <Link to="/anonymous-chat" />,
  video: <Link to="/video-chat" />,
  register: <Link to="/register" />,
  safety: <Link to="/safety" />,
  community: <Link to="/community" />,
  privacy: <Link to="/privacy" />,
  terms: <Link to="/terms" />,
  contact: <Link to="/contact" />,
  email: <SupportEmailLink />,
};
