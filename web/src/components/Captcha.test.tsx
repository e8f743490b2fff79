// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@serendip/protocol';
import { ConfigContext } from '../session/ConfigContext';
import { testConfig } from '../testSupport/fakeFetch';
import { loadAltcha, prefetchAltcha } from './altchaLoader';
import { Captcha } from './Captcha';

// The widget's 82 KB script: what must not load with the page.
vi.mock('./altchaLoader', () => ({ loadAltcha: vi.fn(), prefetchAltcha: vi.fn() }));

function renderCaptcha(onVerify = vi.fn()) {
  render(
    <ConfigContext.Provider value={testConfig as PublicConfig}>
      <Captcha onVerify={onVerify} />
    </ConfigContext.Provider>,
  );
  return onVerify;
}

describe('Captcha (ALTCHA)', () => {
  let finishLoading: (() => void) | undefined;
  let failLoading: (() => void) | undefined;
  beforeEach(() => {
    vi.mocked(loadAltcha).mockImplementation(
      () =>
        new Promise<void>((resolve, reject) => {
          finishLoading = resolve;
          failLoading = () => reject(new Error('offline'));
        }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the checkbox without loading the widget, and prefetches it when pointed at', () => {
    renderCaptcha();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(loadAltcha).not.toHaveBeenCalled();
    expect(prefetchAltcha).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByTestId('altcha-facade'));
    expect(prefetchAltcha).toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(prefetchAltcha).toHaveBeenCalledTimes(2);
  });

  it('loads the widget when ticked, which then solves at once and reports the payload', async () => {
    const onVerify = renderCaptcha();
    fireEvent.click(screen.getByText("I'm not a robot"));
    expect(loadAltcha).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Verifying...')).toBeTruthy();

    await act(async () => finishLoading!());
    const widget = document.querySelector('altcha-widget');
    expect(widget?.getAttribute('auto')).toBe('onload');
    // With this browser's visitor id, so the server gives the challenge its match request needs.
    expect(widget?.getAttribute('challenge')).toBe(
      `/api/captcha/challenge?visitorId=${localStorage.getItem('visitorId')}`,
    );
    expect(screen.queryByTestId('altcha-facade')).toBeNull();

    act(() => {
      widget!.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }),
      );
    });
    expect(onVerify).toHaveBeenCalledWith('solved');
  });

  it('offers a retry when the widget cannot be fetched', async () => {
    renderCaptcha();
    fireEvent.click(screen.getByText("I'm not a robot"));
    await act(async () => failLoading!());
    expect(screen.getByRole('alert').textContent).toContain('The captcha could not be loaded.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadAltcha).toHaveBeenCalledTimes(2);
    await act(async () => finishLoading!());
    expect(document.querySelector('altcha-widget')).not.toBeNull();
  });
});
