import { describe, expect, it, vi } from 'vitest';
import { createContentConnection } from './content-socket';

vi.mock('shared-ui/connection', () => ({
  supabaseSettings: () => ({ url: 'https://abcdefgh.supabase.co', anonKey: 'anon-key' }),
}));

describe('the connection an open page listens on', () => {
  it('is Realtime’s websocket with the anon key, on the JSON protocol (text frames only)', () => {
    const { socket } = createContentConnection();
    expect(socket.endPointURL()).toBe(
      'wss://abcdefgh.supabase.co/realtime/v1/websocket?apikey=anon-key&vsn=1.0.0',
    );
    const frames: unknown[] = [];
    const message = {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:public-content',
      event: 'phx_join',
      payload: {},
    };
    socket.encode(message, (frame) => void frames.push(frame));
    expect(frames).toEqual([JSON.stringify(message)]);
    socket.decode(JSON.stringify(message), (decoded) => void frames.push(decoded));
    expect(frames[1]).toEqual(message);
  });

  it('joins as realtime-js does a private Broadcast channel, with the anon key as its token', () => {
    expect(createContentConnection().joinParams).toEqual({
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [],
        private: true,
      },
      access_token: 'anon-key',
    });
  });

  it('beats every 25 s and gives a push 10 s (the spec’s Realtime timings)', () => {
    const { socket } = createContentConnection();
    expect([socket.heartbeatIntervalMs, socket.timeout]).toEqual([25_000, 10_000]);
  });
});
