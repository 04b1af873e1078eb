/** A configuration that cannot work: the process stops with exit code 78 (EX_CONFIG), and supervisors do not restart it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
