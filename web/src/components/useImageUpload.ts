import { useState, type FormEvent } from 'react';
import { compressImage, isImageFile } from '../api/compressImage';
import { errorMessage } from '../api/http';

/**
 * The state of a one-image upload form: the chosen file, its error, busy while sending, and a
 * picker key that remounts the file input after a success. `submit` checks the file (SPEC §5),
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
      setError('Please select a file to upload.');
      return;
    }
    if (!isImageFile(file)) {
      setError('Please choose an image file.');
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

  return { file, setFile, error, busy, pickerKey, submit };
}
