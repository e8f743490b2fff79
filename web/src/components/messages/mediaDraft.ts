import { useEffect, useRef, useState } from 'react';

/**
 * The first file of a paste or a drop, or null when it carries none (plain text pasted keeps its
 * usual way into the text box). Files are read from `files` first, then from the items a
 * screenshot tool or a browser's "Copy image" puts on the clipboard.
 */
export function fileFromTransfer(transfer: DataTransfer | null | undefined): File | null {
  if (!transfer) return null;
  const direct = transfer.files?.[0];
  if (direct) return direct;
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return null;
}

/** True when a drag carries files (not a link or a text selection dragged inside the page). */
export function dragHasFiles(transfer: DataTransfer | null | undefined): boolean {
  return Array.from(transfer?.types ?? []).includes('Files');
}

/** The attribute that marks the element a dropped file may land on (the whole chat). */
export const MEDIA_DROP_ATTRIBUTE = 'data-media-drop';

/**
 * Files dragged onto the chat (the closest element marked `data-media-drop` around `anchor`, or
 * the anchor itself) go to `onFile`. Returns whether a file is being dragged over it, for a
 * highlight. A file dropped anywhere else in the page is ignored rather than opened by the
 * browser in place of the chat.
 */
export function useMediaDrop(
  anchor: React.RefObject<HTMLElement | null>,
  onFile: (file: File) => void,
  enabled = true,
): boolean {
  const [over, setOver] = useState(false);
  const latest = useRef(onFile);
  latest.current = onFile;

  useEffect(() => {
    const start = anchor.current;
    if (!start || !enabled) return;
    const target = start.closest<HTMLElement>(`[${MEDIA_DROP_ATTRIBUTE}]`) ?? start;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return;
      depth += 1;
      setOver(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const overTarget = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setOver(false);
      const file = fileFromTransfer(event.dataTransfer);
      if (!file) return;
      event.preventDefault();
      latest.current(file);
    };
    // Outside the chat a dropped file would replace the whole app with the file.
    const elsewhere = (event: DragEvent) => {
      if (dragHasFiles(event.dataTransfer)) event.preventDefault();
    };
    target.addEventListener('dragenter', enter);
    target.addEventListener('dragleave', leave);
    target.addEventListener('dragover', overTarget);
    target.addEventListener('drop', drop);
    window.addEventListener('dragover', elsewhere);
    window.addEventListener('drop', elsewhere);
    return () => {
      target.removeEventListener('dragenter', enter);
      target.removeEventListener('dragleave', leave);
      target.removeEventListener('dragover', overTarget);
      target.removeEventListener('drop', drop);
      window.removeEventListener('dragover', elsewhere);
      window.removeEventListener('drop', elsewhere);
      setOver(false);
    };
  }, [anchor, enabled]);

  return over;
}

/** An object URL for a picked file, released when the file changes or the preview closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
