// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadToastStack, ToastProvider } from '../Toasts';
import { PhotoUploadForm } from './PhotoUploadForm';

await preloadToastStack();

function renderForm() {
  const { container } = render(
    <MemoryRouter>
      <ToastProvider>
        <PhotoUploadForm onUploaded={vi.fn()} />
      </ToastProvider>
    </MemoryRouter>,
  );
  // The picker remounts its input after a refused file: always the current one.
  return () => container.querySelector('input[type="file"]') as HTMLInputElement;
}

const pick = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('PhotoUploadForm', () => {
  afterEach(cleanup);

  it('shows one error at a time, and the chosen file name in full', () => {
    const input = renderForm();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      'Please select a file to upload.',
    ]);

    pick(input(), new File(['%PDF'], 'holiday-plans.pdf', { type: 'application/pdf' }));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      'Please choose an image file.',
    ]);
    expect(screen.getAllByText('Please choose an image file.')).toHaveLength(1);
    expect(input().getAttribute('aria-invalid')).toBe('true');

    pick(input(), new File(['png'], 'sunset-at-the-lake.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('sunset-at-the-lake.png')).toBeTruthy();
  });
});
