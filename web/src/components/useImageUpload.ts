import { useCallback, useState, type FormEvent } from 'react';
import { compressImage, isImageFile } from '../api/compressImage';
import { errorMessage } from '../api/http';
import { NOT_AN_IMAGE } from './ImagePicker';

export const NO_FILE = 'Please select a file to upload.';

/**
 * The state of a one-image upload form: the chosen file, its one error (choosing another file
 * clears it; a wrong file type from the picker replaces it), busy while sending, and a picker
 * key that remounts the file input after a success. `submit` checks the file,
 * compresses it, hands it to `upload`, and shows the server's message or `fallback` on failure.
 */
export function useImageUpload(upload: (image: File) => Promise<void>, fallback: string) {
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
    if (!isImageFile(file)) {
      setError(NOT_AN_IMAGE);
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
  const fileInvalid = error === NO_FILE || error === NOT_AN_IMAGE;
  return { file, setFile: choose, error, setError, fileInvalid, busy, pickerKey, submit };
}
