import { ANONYMOUS_MEDIA_PREFIX } from '@serendip/protocol';

/** Anonymous text chat's HTTP side: its image upload (the events are typed in protocol/). */

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/**
 * Uploads one chat image (POST /api/chat/upload-media, field chatMedia), authorised only by the
 * upload token handed over with `matched`. The Bearer token is left out on purpose even when
 * logged in: with it the server files the image under /uploads/chat/, which an anonymous image
 * message refuses (it must be under ANONYMOUS_MEDIA_PREFIX). Returns the stored file's URL.
 */
export async function uploadAnonymousImage(file: File, uploadToken: string): Promise<string> {
  const body = new FormData();
  body.append('chatMedia', file);
  const headers: Record<string, string> = { 'X-Anonymous-Upload': uploadToken };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const response = await fetch('/api/chat/upload-media', {
    method: 'POST',
    headers,
    body,
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => null)) as {
    fileUrl?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok || typeof data?.fileUrl !== 'string') {
    const message = typeof data?.message === 'string' ? data.message : '';
    throw new Error(message || `Upload failed (${response.status}).`);
  }
  return data.fileUrl;
}

const ANONYMOUS_IMAGE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]+$/;

/** Only images stored by the anonymous upload are shown as pictures; anything else as text. */
export function isAnonymousImageUrl(content: string): boolean {
  return (
    content.startsWith(ANONYMOUS_MEDIA_PREFIX) &&
    ANONYMOUS_IMAGE_NAME.test(content.slice(ANONYMOUS_MEDIA_PREFIX.length))
  );
}
