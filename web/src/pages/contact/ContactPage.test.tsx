// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage from './ContactPage';

vi.mock('../../session/ConfigContext', () => ({
  useConfig: () => ({
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    ads: { provider: 'house' },
    iceServers: [],
  }),
}));

// A stand-in captcha: a button that "solves" it with a fixed payload.
vi.mock('../../components/Captcha', () => ({
  Captcha: ({ onVerify }: { onVerify(payload: string): void }) => (
    <button type="button" onClick={() => onVerify('captcha-payload')}>
      Solve captcha
    </button>
  ),
}));

const fetchMock = vi.fn();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function solveCaptcha() {
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('keeps Send Message disabled until the captcha is solved', () => {
    render(<ContactPage />);
    expect(sendButton().disabled).toBe(true);
    expect(
      screen.getByText('We respect your privacy. Your details are safe with us.'),
    ).toBeTruthy();
    solveCaptcha();
    expect(sendButton().disabled).toBe(false);
  });

  it('shows a message per missing field and the incomplete warning, without sending', () => {
    render(<ContactPage />);
    solveCaptcha();
    fireEvent.click(sendButton());
    expect(screen.getByText('Fill the name')).toBeTruthy();
    expect(screen.getByText('Fill the email')).toBeTruthy();
    expect(screen.getByText('Fill the message')).toBeTruthy();
    expect(screen.getByText('Form Incomplete, please check.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns about an invalid e-mail address', () => {
    render(<ContactPage />);
    fill('Name', 'Ada');
    fill('Email', 'not-an-email');
    fill('Message', 'Hello');
    solveCaptcha();
    fireEvent.click(sendButton());
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    expect(screen.queryByText('Form Incomplete, please check.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form with the captcha payload and shows the sent state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Message sent.' }));
    render(<ContactPage />);
    fill('Name', 'Ada Lovelace');
    fill('Email', 'ada@example.com');
    fill('Phone Number (Optional)', '+44 20 7946 0000');
    fill('Message', 'Hello there');
    solveCaptcha();
    fireEvent.click(sendButton());

    await screen.findByText('Thank you! Your message has been sent.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      message: 'Hello there',
      captcha: 'captcha-payload',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    // The payload was used up: a new captcha must be solved before sending again.
    expect(sendButton().disabled).toBe(true);
  });

  it('shows the server message, keeps the form and asks for a new captcha on failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'This captcha was already used.' }));
    render(<ContactPage />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Message', 'Hello');
    solveCaptcha();
    fireEvent.click(sendButton());

    await screen.findByText('This captcha was already used.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect(screen.queryByText('Thank you! Your message has been sent.')).toBeNull();
  });

  it('falls back to a generic message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    render(<ContactPage />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Message', 'Hello');
    solveCaptcha();
    fireEvent.click(sendButton());
    await screen.findByText('Failed to send message. Please try again.');
  });
});
