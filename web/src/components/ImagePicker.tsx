import { useEffect, useState } from 'react';
import { Button, Form, Image } from 'react-bootstrap';
import { isImageFile } from '../api/compressImage';

export const NOT_AN_IMAGE = 'Please choose an image file.';

interface ImagePickerProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Rounded preview for profile pictures, rectangular for posts. */
  round?: boolean;
  /**
   * For forms that show one error of their own (an upload form's alert): the picker reports a
   * wrong file type here and only marks itself invalid with `invalid`, so no second message
   * shows. Without it the picker shows its own message under the input.
   */
  onInvalidFile?: (message: string) => void;
  invalid?: boolean;
}

/**
 * An optional image file input with a preview and a remove button. The browser's own file
 * input cuts its "No file chosen" text in narrow columns ("No …en"), so the native input is
 * laid transparently over our own button and file name (it still takes clicks, focus, keys and
 * screen readers), and the name wraps instead.
 */
export function ImagePicker({
  id,
  label,
  file,
  onChange,
  round = false,
  onInvalidFile,
  invalid = false,
}: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  // Changing the key clears the native input after "Remove".
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (chosen && !isImageFile(chosen)) {
      setInputKey((key) => key + 1);
      onChange(null);
      if (onInvalidFile) onInvalidFile(NOT_AN_IMAGE);
      else setOwnError(NOT_AN_IMAGE);
      return;
    }
    setOwnError(null);
    onChange(chosen ?? null);
  };

  const remove = () => {
    onChange(null);
    setInputKey((key) => key + 1);
  };

  const isInvalid = invalid || ownError !== null;
  const errorId = `${id}-error`;
  return (
    <Form.Group controlId={id} className="image-picker">
      <Form.Label>{label}</Form.Label>
      {preview && (
        <div className="image-picker-preview mb-2">
          <Image
            src={preview}
            alt="Selected image preview"
            className={round ? 'rounded-circle preview-round' : 'rounded-3 preview-wide'}
          />
          <Button variant="outline-danger" size="sm" onClick={remove} className="mt-2">
            Remove
          </Button>
        </div>
      )}
      <div className={`file-picker ${isInvalid ? 'is-invalid' : ''}`}>
        <span className="file-picker-button" aria-hidden="true">
          Choose File
        </span>
        <span className="file-picker-name" aria-hidden="true">
          {file ? file.name : 'No file chosen'}
        </span>
        <Form.Control
          key={inputKey}
          type="file"
          accept="image/*"
          className="file-picker-input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={ownError ? errorId : undefined}
          onChange={(event) => choose((event.target as HTMLInputElement).files?.[0])}
        />
      </div>
      {ownError && (
        <div id={errorId} className="invalid-feedback d-block">
          {ownError}
        </div>
      )}
    </Form.Group>
  );
}
