import { ANONYMOUS_IMAGE_PATH } from '@serendip/protocol';

/** Anonymous text chat's HTTP side: its image upload (the events are typed in protocol/). */

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/**
 * Uploads one chat image (POST /api/chat/upload-media, field chatMedia), authorised only by the
 * upload token handed over with `matched` (counted per visitor rather than per address). The
 * Bearer token is left out on purpose even when logged in: without it the image is filed under
 * /uploads/anon/, which expires. Returns the stored file's URL.
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

/** Only image paths upload-media gives (ANONYMOUS_IMAGE_PATH) are shown as pictures; else text. */
export function isAnonymousImageUrl(content: string): boolean {
  return ANONYMOUS_IMAGE_PATH.test(content);
}
