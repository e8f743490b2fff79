import { IMAGE_MAX_BYTES_CLIENT, IMAGE_MAX_SIDE_PX } from '@serendip/protocol';

/** Formats the canvas cannot re-encode without loss of meaning (animation, vectors). */
const KEEP_AS_IS = ['image/gif', 'image/svg+xml'];

/**
 * Shrinks an image before upload to at most 1 MB and 1920 px on its longest side.
 * Runs on the main thread: the library's web worker would load its code from a CDN.
 * When compression fails the original goes up and the server applies its own limits.
 * The library (50 KB) is fetched on first use, not with the pages that offer an upload.
 */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || KEEP_AS_IS.includes(file.type)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_MAX_BYTES_CLIENT / (1024 * 1024),
      maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
      useWebWorker: false,
    });
    return new File([compressed], file.name, { type: compressed.type || file.type });
  } catch (error) {
    console.error('Image compression failed; uploading the original.', error);
    return file;
  }
}

/** True for files the browser reports as images (the upload forms accept images only). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
