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
    // Nothing is uploaded before the preview's Send.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send video' }));
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
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send photo' }));
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
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

  it('sends on Enter, keeps Shift+Enter for a new line, and sends the lines as typed', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    expect(input().tagName).toBe('TEXTAREA');
    type('first line');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    type('first line\nsecond line');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line', 'text');
    expect((input() as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send on the Enter that confirms an input method word', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    type('ni hao');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('previews a picked photo with a caption, and sends the photo then the caption', async () => {
    const fetchMock = stubFetch({
      'POST /api/chat/upload-media': { status: 201, body: { fileUrl: '/uploads/chat/p.png' } },
    });
    const onSend = vi.fn();
    const { container } = render(<MessageComposer onSend={onSend} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(fileInput, {
        target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] },
      });
    });
    expect(screen.getByRole('form', { name: 'Photo preview' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), {
      target: { value: ' Look at this ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send photo' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls).toEqual([
      ['/uploads/chat/p.png', 'image'],
      ['Look at this', 'text'],
    ]);
    expect(screen.queryByRole('form', { name: 'Photo preview' })).toBeNull();
  });

  it('cancels a preview without uploading anything', async () => {
    const fetchMock = stubFetch({});
    const onSend = vi.fn();
    const { container } = render(<MessageComposer onSend={onSend} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(fileInput, {
        target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Photo preview' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('puts a pasted image in the preview and lets pasted text through', () => {
    render(<MessageComposer onSend={vi.fn()} />);
    const image = new File(['x'], 'shot.png', { type: 'image/png' });
    const text = fireEvent.paste(input(), { clipboardData: { files: [], items: [] } });
    expect(text).toBe(true);
    const pasted = fireEvent.paste(input(), { clipboardData: { files: [image], items: [] } });
    expect(pasted).toBe(false);
    expect(screen.getByRole('form', { name: 'Photo preview' })).toBeTruthy();
    expect(screen.getByRole('img', { hidden: true, name: 'Preview of shot.png' })).toBeTruthy();
  });
});
