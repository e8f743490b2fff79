// @vitest-environment jsdom
import { Suspense, type ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferredModule() {
  let resolve!: () => void;
  const arrived = new Promise<void>((done) => (resolve = done));
  const load = () => arrived.then(() => ({ default: Greeting }));
  return { load, arrive: () => resolve() };
}

/** Renders `page` under a Suspense boundary in one synchronous act (one commit). */
function renderSuspended(page: ReactElement) {
  act(() => {
    render(<Suspense fallback={<p>Loading</p>}>{page}</Suspense>);
  });
}

describe('lazyPage', () => {
  afterEach(cleanup);

  it('renders a page whose chunk has arrived in the first commit, without the fallback', async () => {
    const page = deferredModule();
    const Page = lazyPage(page.load);
    const preloaded = Page.preload();
    page.arrive();
    await preloaded;

    // One synchronous act: React.lazy alone would commit the fallback here (it only learns a
    // microtask later that the import had already resolved).
    renderSuspended(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a chunk still on its way arrives, then the page', async () => {
    const page = deferredModule();
    const Page = lazyPage(page.load);
    renderSuspended(<Page name="Grace" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => page.arrive());
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });

  it('loads the chunk once however often it is preloaded and rendered', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
