/**
 * Keeps a child process running, as a process manager would (`npm start` uses it for the API; in
 * production systemd or the container runtime does this, docs/deploying.md): when the child ends
 * by itself — a crash, an exit with an error — it is started again after a back-off (1 s, doubling
 * up to 30 s; back to 1 s once a run has lasted a minute), with a line in the log saying why.
 * An exit with code 78 (EX_CONFIG: the configuration cannot work) is not restarted: the same
 * configuration would fail again. Stopping the supervisor (SIGINT/SIGTERM) passes the signal on
 * and does not restart.
 */
import { spawn } from 'node:child_process';

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
export const STABLE_AFTER_MS = 60_000;
/** The API's exit code for a configuration that cannot work (api/src/server.ts). */
export const EXIT_CONFIG = 78;

/** The wait before the next start, given the last wait and how long the last run lasted. */
export function nextDelay(lastDelay, ranForMs, { first = FIRST_DELAY_MS, max = MAX_DELAY_MS, stableAfter = STABLE_AFTER_MS } = {}) {
  if (lastDelay === 0 || ranForMs >= stableAfter) return first;
  return Math.min(max, lastDelay * 2);
}

/**
 * Starts `command args` with `options` (spawn's) and restarts it when it ends by itself.
 * `log(line)` receives the supervisor's lines; `onGiveUp(code)` is called when it will not restart
 * (default: exit with that code); `onSpawn(child)` with each child started (to read its output
 * when `options.stdio` pipes it: npm run cluster). Returns `stop(signal)`, which resolves with the
 * exit code once the child is gone.
 */
export function supervise(
  command,
  args,
  options,
  { log = (line) => console.error(line), delays = {}, onGiveUp = (code) => process.exit(code), onSpawn = () => undefined } = {},
) {
  let child;
  let stopping = false;
  let delay = 0;
  let timer;
  let resolveStopped;
  const stopped = new Promise((resolve) => {
    resolveStopped = resolve;
  });

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, options);
    onSpawn(child);
    child.on('exit', (code, signal) => {
      if (stopping) {
        resolveStopped(code ?? (signal ? 1 : 0));
        return;
      }
      if (code === EXIT_CONFIG) {
        log('[supervisor] the API stopped: its configuration cannot work (see above); not restarting');
        onGiveUp(code);
        return;
      }
      delay = nextDelay(delay, Date.now() - startedAt, delays);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`[supervisor] the API ${how} after ${Math.round((Date.now() - startedAt) / 1000)} s; restarting in ${delay / 1000} s`);
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    get pid() {
      return child?.pid;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else resolveStopped(0);
      return stopped;
    },
  };
}
