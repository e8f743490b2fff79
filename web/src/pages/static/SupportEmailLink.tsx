import { SUPPORT_EMAIL } from './siteInfo';

/** The support address as a mailto link. */
export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
