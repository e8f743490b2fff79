// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient } from '../../api/socket';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const room = (id: number, extra: object = {}) => ({
  _id: `room-${id}`,
  name: `Room ${id}`,
  participants: [],
  participantCount: id,
  createdAt: '2025-01-01T00:00:00Z',
  lastActivityAt: '2025-01-01T00:00:00Z',
  ...extra,
});

type Routes = Parameters<typeof stubFetch>[0];
const routes = (extra: Routes): Routes => ({
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/notifications': { body: [] },
  'GET /api/rooms': { body: [room(1, { description: 'All about cats' }), room(2)] },
  'GET /api/rooms?mine=1': { body: [] },
  ...extra,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('RoomsPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('lists trending rooms and your rooms with their empty state', async () => {
    stubFetch(routes({}));
    renderApp('/rooms');
    expect(await screen.findByText('All about cats', {}, { timeout: 5000 })).toBeTruthy();
    const trending = section('Trending Rooms');
    expect(within(trending).getByText('No description provided.')).toBeTruthy();
    expect(within(trending).getByText('2 participants')).toBeTruthy();
    const join = within(trending).getAllByRole('link', { name: 'Join Room' })[0];
    expect(join.getAttribute('href')).toBe('/room/room-1');
    expect(
      await within(section('Your Rooms')).findByText("You haven't joined any rooms yet."),
    ).toBeTruthy();
  });

  it('sends nothing without a name, then creates a room with trimmed fields', async () => {
    const fetchMock = stubFetch(
      routes({ 'POST /api/rooms': { status: 201, body: room(7, { name: 'Night owls' }) } }),
    );
    renderApp('/rooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Room' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Room name');
    fireEvent.change(name, { target: { value: '    ' } });
    fireEvent.submit(name.closest('form')!);
    expect(within(dialog).getByRole('button', { name: 'Create Room' })).toHaveProperty(
      'disabled',
      true,
    );
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Night owls ' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), {
      target: { value: ' late chats ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText("Room 'Night owls' created successfully!")).toBeTruthy();
    expect(JSON.parse(String(posts()[0][1]!.body))).toEqual({
      name: 'Night owls',
      description: 'late chats',
    });
    expect(within(section('Your Rooms')).getByText('Night owls')).toBeTruthy();
  });

  it('shows the danger toast when creating fails', async () => {
    stubFetch(routes({ 'POST /api/rooms': { status: 500, body: {} } }));
    renderApp('/rooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Room' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText('Failed to create room.')).toBeTruthy();
  });

  it('prepends a room created elsewhere and announces it', async () => {
    stubFetch(routes({}));
    act(() => {
      connectSocket('token-1');
    });
    renderApp('/rooms');
    await screen.findByText('All about cats');
    act(() => fakeSocket.trigger('roomCreated', room(9, { name: 'Fresh' })));
    expect(screen.getByText("New room 'Fresh' created!")).toBeTruthy();
    const names = within(section('Trending Rooms')).getAllByRole('heading', { level: 3 });
    expect(names[0].textContent).toBe('Fresh');
  });

  it('shows the fallback when the rooms cannot be loaded', async () => {
    stubFetch(routes({ 'GET /api/rooms': { status: 500, body: {} } }));
    renderApp('/trending');
    expect(await screen.findByText('Failed to load rooms.')).toBeTruthy();
  });
});
