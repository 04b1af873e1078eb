import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm start` keeps the API up: a crash is logged and followed by a restart with back-off; an exit
 * for a configuration that cannot work (78) is not restarted. Runs the real supervisor
 * (scripts/start/supervise.mjs) in a process of its own around small child programs.
 */
const supervisor = path.join(__dirname, 'supervise.mjs');

/** Runs a supervisor around `childSource` until `until(output)` or the supervisor exits; returns its stderr and exit code. */
function run(childSource: string, until: (output: string) => boolean, timeoutMs = 15_000): Promise<{ output: string; code: number | null }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lpk-supervise-'));
  const child = path.join(dir, 'child.cjs');
  writeFileSync(child, childSource);
  const program = `
    import { supervise } from ${JSON.stringify(supervisor)};
    const s = supervise(process.execPath, [${JSON.stringify(child)}], { stdio: 'inherit', env: { ...process.env, RUNS: ${JSON.stringify(path.join(dir, 'runs'))} } },
      { delays: { first: 100, max: 400, stableAfter: 60000 } });
    process.on('SIGTERM', () => void s.stop('SIGTERM').then(() => process.exit(0)));
  `;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', program], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`timed out; output so far:\n${output}`));
    }, timeoutMs);
    const check = () => {
      if (until(output)) proc.kill('SIGTERM');
    };
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    proc.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      let runs = '';
      try {
        runs = readFileSync(path.join(dir, 'runs'), 'utf8');
      } catch {
        // The child never ran.
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ output: output + runs, code });
    });
  });
}

const CRASHING = `
  const fs = require('node:fs');
  fs.appendFileSync(process.env.RUNS, 'run\\n');
  const runs = fs.readFileSync(process.env.RUNS, 'utf8').split('\\n').filter(Boolean).length;
  console.log('child run ' + runs);
  if (runs < 3) setTimeout(() => { throw new Error('boom'); }, 20);
  else setInterval(() => {}, 1000);
`;

test('a crashed API is started again, with a log line saying why, and waits longer each time', async () => {
  const { output } = await run(CRASHING, (text) => text.includes('child run 3'));
  expect(output).toContain('child run 1');
  expect(output).toMatch(/\[supervisor\] the API exited with code 1 after \d+ s; restarting in 0\.1 s/);
  expect(output).toMatch(/restarting in 0\.2 s/);
  expect(output).toContain('child run 3');
});

test('a configuration that cannot work (exit 78) is not restarted', async () => {
  const { output, code } = await run(`console.log('config child'); process.exit(78);`, () => false);
  expect(output.match(/config child/g)).toHaveLength(1);
  expect(output).toContain('its configuration cannot work');
  expect(code).toBe(78);
});
