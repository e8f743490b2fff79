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
      'Please choose a photo or a video (MP4, WebM or MOV).',
    ]);
    expect(
      screen.getAllByText('Please choose a photo or a video (MP4, WebM or MOV).'),
    ).toHaveLength(1);
    expect(input().getAttribute('aria-invalid')).toBe('true');

    pick(input(), new File(['png'], 'sunset-at-the-lake.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('sunset-at-the-lake.png')).toBeTruthy();
  });

  it('states the video limits, accepts MP4, WebM and MOV, and refuses a video over 50 MB', () => {
    const input = renderForm();
    expect(
      screen.getByText('A photo, or a video (MP4, WebM or MOV) of up to 50 MB and 60 seconds.'),
    ).toBeTruthy();
    expect(input().getAttribute('accept')).toContain('video/mp4');
    expect(input().getAttribute('accept')).toContain('.mov');

    for (const [name, type] of [
      ['clip.mp4', 'video/mp4'],
      ['clip.webm', 'video/webm'],
      ['clip.mov', 'video/quicktime'],
      ['untyped.mov', ''],
    ]) {
      pick(input(), new File(['video'], name, { type }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(name)).toBeTruthy();
      expect(screen.getByLabelText('Selected video preview')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Upload Video' })).toBeTruthy();
    }

    const huge = new File(['video'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    pick(input(), huge);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      'The video is too large. The limit is 50 MB.',
    ]);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeTruthy();
  });
});
