#!/usr/bin/env node
/**
 * `npm run dev`: the whole system with rebuild on save.
 * - API host on API_PORT (8081) with tsx watch, serving remotes from dist/.dev (version "dev",
 *   never cached) and the real-time server on 6001;
 * - each remote rebuilt by `webpack --watch` into dist/.dev/<remote>/dev/;
 * - the shell on webpack-dev-server at http://localhost:8080 with live reload, proxying /api,
 *   /broadcasting, /storage, /remotes and /rollout.json to the API host;
 * - without SMTP_URL, MailDev catching every mail (inbox http://localhost:1080/index.html), as `npm start`.
 * Reload the page after a remote rebuilds (the shell reloads itself).
 */
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailForLocalRun } from './maildev.cjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const devDir = path.join(root, 'dist', '.dev');
const apiPort = process.env.API_PORT || '8081';
const REMOTES = ['mf-public', 'mf-account'];

mkdirSync(devDir, { recursive: true });
writeFileSync(
  path.join(devDir, 'rollout.json'),
  `${JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes: Object.fromEntries(REMOTES.map((r) => [r, { stable: 'dev' }])) }, null, 2)}\n`,
);

const children = [];
function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: options.cwd || root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  children.push(child);
}

const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
// Without SMTP_URL: MailDev catches every mail (inbox on http://localhost:1080/index.html).
const mail = await mailForLocalRun();
run('api', [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  env: {
    PORT: apiPort,
    HOST: process.env.HOST || '127.0.0.1',
    STATIC_DIR: devDir,
    CORS_ORIGINS: `http://localhost:8080,http://localhost:${apiPort}`,
    ...mail.env,
  },
});
for (const remote of REMOTES) {
  run(remote, [webpack, '--config', 'webpack.config.js', '--mode', 'development', '--watch'], {
    cwd: path.join(root, remote),
    env: { DEPLOY_DIR: devDir, REMOTE_VERSION: 'dev' },
  });
}
run('shell', [webpack, 'serve', '--config', 'webpack.config.js', '--mode', 'development'], {
  cwd: path.join(root, 'shell'),
  env: { DEPLOY_DIR: devDir, API_PORT: apiPort },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
