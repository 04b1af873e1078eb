/**
 * A React state update outside act() fails the test it happened in (issue 36: 0 act() warnings).
 * React reports one through console.error ("An update to X inside a test was not wrapped in
 * act(...)"): what the test asserted may not be what the user would see. The usual causes here: a
 * language switch (`await act(() => setLanguage('en'))`) or an answer arriving after the last
 * assertion (wait for what it shows with a findBy query or waitFor).
 */
const ACT_WARNING = /not wrapped in act\(|was not wrapped in act|inside a test was not wrapped/;
const found: string[] = [];
const originalError = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const first = typeof args[0] === 'string' ? args[0] : String(args[0]);
  if (ACT_WARNING.test(first)) {
    // React formats it: "An update to %s inside a test was not wrapped in act(...)", the name in args[1].
    const named = /An update to (\S+)/.exec(first)?.[1];
    const component = named === '%s' ? String(args[1]) : (named ?? 'a component');
    found.push(component);
  }
  originalError(...args);
};

function failOnActWarnings(when: string): void {
  if (found.length === 0) return;
  const components = [...new Set(found)].join(', ');
  const count = found.length;
  found.length = 0;
  throw new Error(`${count} React state update(s) not wrapped in act() ${when} (${components}): see the console.error above.`);
}

afterEach(() => failOnActWarnings('during this test'));
afterAll(() => failOnActWarnings('after the last test of this file'));
