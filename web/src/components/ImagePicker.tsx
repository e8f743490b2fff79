import { useEffect, useState } from 'react';
import { Button, Form, Image } from 'react-bootstrap';
import { isImageFile } from '../api/compressImage';

interface ImagePickerProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Rounded preview for profile pictures, rectangular for posts. */
  round?: boolean;
}

/** An optional image file input with a preview and a remove button. */
export function ImagePicker({ id, label, file, onChange, round = false }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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
      setError('Please choose an image file.');
      setInputKey((key) => key + 1);
      return;
    }
    setError(null);
    onChange(chosen ?? null);
  };

  const remove = () => {
    onChange(null);
    setInputKey((key) => key + 1);
  };

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
      <Form.Control
        key={inputKey}
        type="file"
        accept="image/*"
        isInvalid={Boolean(error)}
        onChange={(event) => choose((event.target as HTMLInputElement).files?.[0])}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
