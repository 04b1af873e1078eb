import { loadConfig } from '../src/config';
import { DEFAULT_LIMITS, resolveLimits, TokenBucket } from '../src/realtime/limits';
import { channelKind, encodeFrame, FrameError, parseChannelData, parseClientFrame } from '../src/realtime/protocol';

/** The protocol's pure parts: frame parsing never throws anything but FrameError. */
describe('parseClientFrame', () => {
  test('reads the frames pusher-js sends', () => {
    expect(parseClientFrame('{"event":"pusher:ping","data":{}}')).toEqual({ type: 'ping' });
    expect(parseClientFrame('{"event":"pusher:subscribe","data":{"auth":"k:s","channel_data":"{}","channel":"presence-lpk.1"}}')).toEqual({
      type: 'subscribe',
      channel: 'presence-lpk.1',
      auth: 'k:s',
      channelData: '{}',
    });
    expect(parseClientFrame('{"event":"pusher:unsubscribe","data":{"channel":"news"}}')).toEqual({ type: 'unsubscribe', channel: 'news' });
    expect(parseClientFrame('{"event":"client-typing","data":{"a":1},"channel":"private-lpk.1"}')).toEqual({
      type: 'client-event',
      event: 'client-typing',
      channel: 'private-lpk.1',
      data: { a: 1 },
    });
    // Older clients send data as a JSON string.
    expect(parseClientFrame('{"event":"pusher:subscribe","data":"{\\"channel\\":\\"news\\"}"}')).toMatchObject({ type: 'subscribe', channel: 'news' });
  });

  test.each([
    '',
    'nope',
    '[]',
    'null',
    '"string"',
    '{}',
    '{"event":null}',
    '{"event":["a"]}',
    '{"event":"pusher:subscribe"}',
    '{"event":"pusher:subscribe","data":[]}',
    '{"event":"pusher:subscribe","data":{"channel":""}}',
    `{"event":"pusher:subscribe","data":{"channel":"${'a'.repeat(165)}"}}`,
    '{"event":"pusher:subscribe","data":{"channel":"a b"}}',
    '{"event":"pusher:subscribe","data":{"channel":"ok","channel_data":{}}}',
    '{"event":"client-x","channel":5}',
    '{"event":"client-x","channel":"a\\nb"}',
  ])('refuses %s with a FrameError', (raw) => {
    expect(() => parseClientFrame(raw)).toThrow(FrameError);
  });

  test('unknown events are reported as such, not thrown', () => {
    expect(parseClientFrame('{"event":"pusher:signin","data":{}}')).toEqual({ type: 'unknown', event: 'pusher:signin' });
  });
});

describe('parseChannelData', () => {
  test('accepts what the auth endpoint signs', () => {
    expect(parseChannelData('{"user_id":"7","user_info":{"full_name":"A"}}')).toEqual({ user_id: '7', user_info: { full_name: 'A' } });
    expect(parseChannelData('{"user_id":7}')).toEqual({ user_id: '7', user_info: {} });
  });
  test.each([undefined, '', 'x', '[]', '{"user_id":""}', '{"user_id":null}', '{"user_id":"1","user_info":"x"}', '{"user_id":{"a":1}}'])('refuses %s', (raw) => {
    expect(parseChannelData(raw)).toBeUndefined();
  });
});

test('channel kinds and frames', () => {
  expect(channelKind('news')).toBe('public');
  expect(channelKind('private-lpk.1')).toBe('private');
  expect(channelKind('private-encrypted-x')).toBe('encrypted');
  expect(channelKind('presence-lpk.1')).toBe('presence');
  expect(JSON.parse(encodeFrame('App\\Events\\X', { a: 1 }, 'c'))).toEqual({ event: 'App\\Events\\X', channel: 'c', data: '{"a":1}' });
});

describe('limits', () => {
  test('environment and overrides; nonsense falls back to defaults', () => {
    const fromEnv = loadConfig({ PUSHER_MAX_MESSAGE_BYTES: '2048', PUSHER_MAX_CONNECTIONS: 'lots', PUSHER_CLIENT_EVENTS_PER_SECOND: '-1' }).realtime.limits;
    const limits = resolveLimits(fromEnv, { maxChannelsPerSocket: 5 });
    expect(limits.maxMessageBytes).toBe(2048);
    expect(limits.maxConnections).toBe(DEFAULT_LIMITS.maxConnections);
    expect(limits.clientEventsPerSecond).toBe(DEFAULT_LIMITS.clientEventsPerSecond);
    expect(limits.maxChannelsPerSocket).toBe(5);
    expect(resolveLimits({}, { maxMessageBytes: 100_000 }).hardMaxFrameBytes).toBe(100_000);
  });

  test('token bucket: burst, then the rate', () => {
    const bucket = new TokenBucket(10, 10, 0);
    let granted = 0;
    for (let i = 0; i < 50; i += 1) if (bucket.take(0)) granted += 1;
    expect(granted).toBe(10);
    expect(bucket.take(50)).toBe(false);
    expect(bucket.take(100)).toBe(true);
  });
});
