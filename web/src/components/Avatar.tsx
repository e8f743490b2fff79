import type { SyntheticEvent } from 'react';
import { usePeopleTranslationNow } from '../i18n/namespaces/people';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** A profilePicture path not starting with /uploads shows the default avatar. */
export function avatarUrl(profilePicture: string | null | undefined): string {
  return profilePicture && profilePicture.startsWith('/uploads')
    ? profilePicture
    : DEFAULT_AVATAR_URL;
}

interface AvatarProps {
  profilePicture?: string | null;
  /** Used for the alternative text, e.g. "alice's profile picture". */
  username?: string;
  size?: number;
  className?: string;
  /** Empty alternative text where the username is shown right beside the picture. */
  decorative?: boolean;
}

function fallBackToDefault(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_AVATAR_URL)) image.src = DEFAULT_AVATAR_URL;
}

function AvatarImage({
  profilePicture,
  size,
  className,
  alt,
}: Pick<AvatarProps, 'profilePicture' | 'className'> & { size: number; alt: string }) {
  return (
    <img
      src={avatarUrl(profilePicture)}
      alt={alt}
      width={size}
      height={size}
      className={`avatar rounded-circle ${className}`}
      onError={fallBackToDefault}
    />
  );
}

/** The picture named for screen readers, in the person's language. */
function LabelledAvatar({
  username,
  ...image
}: Omit<AvatarProps, 'decorative'> & { size: number }) {
  const { t } = usePeopleTranslationNow();
  const alt = username ? t('avatar.ofUser', { name: username }) : t('avatar.default');
  return <AvatarImage {...image} alt={alt} />;
}

/** A round profile picture that falls back to the default avatar when missing or broken. */
export function Avatar({
  profilePicture,
  username,
  size = 40,
  className = '',
  decorative = false,
}: AvatarProps) {
  return decorative ? (
    <AvatarImage profilePicture={profilePicture} size={size} className={className} alt="" />
  ) : (
    <LabelledAvatar
      profilePicture={profilePicture}
      username={username}
      size={size}
      className={className}
    />
  );
}
