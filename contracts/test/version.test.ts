import { CONTRACT_VERSION } from '../src';
import pkg from '../package.json';

test('the version the code reports is the package version', () => {
  expect(CONTRACT_VERSION).toBe(pkg.version);
});
