import { useCallback, useState, type FormEvent } from 'react';
import { compressImage, isImageFile } from '../api/compressImage';
import { errorMessage } from '../api/http';
import {
  NO_FILE,
  NOT_AN_IMAGE,
  NOT_POST_MEDIA,
  postFileProblem,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_LONG,
} from './photos/postMedia';

export { NO_FILE } from './photos/postMedia';

/** Errors about the chosen file itself: the picker is marked invalid with them. */
const FILE_ERRORS = new Set([
  NO_FILE,
  NOT_AN_IMAGE,
  NOT_POST_MEDIA,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_LONG,
]);

/**
 * The state of a one-image upload form: the chosen file, its one error (choosing another file
 * clears it; a wrong file type from the picker replaces it), busy while sending, and a picker
 * key that remounts the file input after a success. `submit` checks the file,
 * compresses it (images only; a post's video goes up as it is), hands it to `upload`, and
 * shows the server's message or `fallback` on failure.
 */
export function useImageUpload(
  upload: (image: File) => Promise<void>,
  fallback: string,
  options: { acceptVideo?: boolean } = {},
) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(NO_FILE);
      return;
    }
    const problem = options.acceptVideo
      ? postFileProblem(file)
      : isImageFile(file)
        ? null
        : NOT_AN_IMAGE;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await upload(await compressImage(file));
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const choose = useCallback((chosen: File | null) => {
    setFile(chosen);
    setError(null);
  }, []);

  /** The error is about the file (the picker is marked invalid), not the server's answer. */
  const fileInvalid = error !== null && FILE_ERRORS.has(error);
  return { file, setFile: choose, error, setError, fileInvalid, busy, pickerKey, submit };
}
