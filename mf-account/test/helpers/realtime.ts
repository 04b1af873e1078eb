/**
 * For unit tests only: mf-shared's real-time connection module as it is, except that
 * `connectRealtime` is a jest mock (`jest.mocked(connectRealtime).mockResolvedValue(fakeEcho)`).
 * Everything that listens (mf-shared's `listenPrivate`, the query cache's real-time
 * invalidation, the screens) then hears the fake:
 *
 *   jest.mock('mf-shared/src/realtime/connection', () => jest.requireActual<typeof import('../../../test/helpers/realtime')>('../../../test/helpers/realtime').mockedConnection());
 */
export function mockedConnection(): object {
  const actual = jest.requireActual<typeof import('mf-shared/src/realtime/connection')>('mf-shared/src/realtime/connection');
  return { ...actual, connectRealtime: jest.fn<ReturnType<typeof actual.connectRealtime>, []>() };
}
