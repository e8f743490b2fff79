// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testSupport/fakeFetch';
import { MessageComposer } from './MessageComposer';

const input = () => screen.getByRole('textbox', { name: 'Message' });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('MessageComposer', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not send an empty or whitespace-only message', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    fireEvent.submit(input().closest('form')!);
    type('   \t  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends trimmed text, clears the input and signals typing', () => {
    const onSend = vi.fn();
    const onInput = vi.fn();
    const onSent = vi.fn();
    render(<MessageComposer onSend={onSend} onInput={onInput} onSent={onSent} />);
    type('  hello there ');
    expect(onInput).toHaveBeenCalled();
    fireEvent.submit(input().closest('form')!);
    expect(onSend).toHaveBeenCalledWith('hello there', 'text');
    expect(onSent).toHaveBeenCalled();
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('inserts a picked emoji, remembers it, and sends an emoji-only message as emoji', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    const reactions = screen.getByRole('group', { name: 'Reactions' });
    expect(reactions.textContent).toBe('Reactions👍❤️😄😢🙏👎😠');
    fireEvent.click(screen.getByRole('button', { name: '🙏' }));
    expect((input() as HTMLInputElement).value).toBe('🙏');
    expect(JSON.parse(localStorage.getItem('recentEmojis')!)).toEqual(['🙏']);
    fireEvent.submit(input().closest('form')!);
    expect(onSend).toHaveBeenCalledWith('🙏', 'emoji');
  });

  it('uploads a picked video and sends its path as a video message', async () => {
    const fetchMock = stubFetch({
      'POST /api/chat/upload-media': { status: 201, body: { fileUrl: '/uploads/chat/v.mp4' } },
    });
    const onSend = vi.fn();
    const { container } = render(<MessageComposer onSend={onSend} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput.accept).toBe('image/*,video/*');
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await act(async () => {
      fireEvent.change(fileInput, { target: { files: [file] } });
    });
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get('chatMedia')).toBeInstanceOf(File);
    expect(onSend).toHaveBeenCalledWith('/uploads/chat/v.mp4', 'video');
  });

  it('only logs a failed upload', async () => {
    stubFetch({ 'POST /api/chat/upload-media': { status: 500, body: { message: 'boom' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSend = vi.fn();
    const { container } = render(<MessageComposer onSend={onSend} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(fileInput, {
        target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
      });
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('keeps the emoji picker open for several picks, with the recents fixed while open', () => {
    localStorage.setItem('recentEmojis', JSON.stringify(['🔥']));
    render(<MessageComposer onSend={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    const recents = () => screen.getByRole('group', { name: 'Recently used' }).textContent;
    expect(recents()).toBe('Recently used🔥');
    fireEvent.click(screen.getByRole('button', { name: '🙏' }));
    fireEvent.click(screen.getAllByRole('button', { name: '🔥' })[0]);
    fireEvent.click(screen.getByRole('button', { name: '👍' }));
    expect((input() as HTMLInputElement).value).toBe('🙏🔥👍');
    expect(screen.getByRole('dialog', { name: 'Emoji picker' })).toBeTruthy();
    expect(recents()).toBe('Recently used🔥');
    // Closed and opened again, it shows the new recents, newest first.
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(recents()).toBe('Recently used👍🔥🙏');
  });

  it('says why a file of another type was not sent, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const onSend = vi.fn();
    const { container } = render(<MessageComposer onSend={onSend} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(fileInput, {
        target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      '"notes.pdf" was not sent: only photos and videos can be shared in this chat.',
    );
    expect(onSend).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
