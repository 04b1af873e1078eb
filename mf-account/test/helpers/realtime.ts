/**
 * For unit tests only: mf-shared as it is, except that the real-time connection is a jest mock
 * (`jest.mocked(connectRealtime).mockResolvedValue(fakeEcho)`), which `listenPrivate` uses.
 *
 *   jest.mock('mf-shared', () => jest.requireActual<typeof import('../../../test/helpers/realtime')>('../../../test/helpers/realtime').sharedWithMockedRealtime());  (from src/screens/<screen>/)
 */
export function sharedWithMockedRealtime(): object {
  const actual = jest.requireActual<typeof import('mf-shared')>('mf-shared');
  const connectRealtime = jest.fn<ReturnType<typeof actual.connectRealtime>, []>();
  return { ...actual, connectRealtime, listenPrivate: actual.createPrivateListener(() => connectRealtime()) };
}
