#!/usr/bin/env node
/**
 * `npm start`: builds what is not built yet (contracts, API, shell, remotes; dist/rollout.json on the first
 * build), then runs the API host on http://localhost:8080 serving the front end from dist/ on the
 * same origin (SQLite and demo data by default), and the real-time server on 6001; without
 * SMTP_URL, MailDev catches every mail (inbox on http://localhost:1080/index.html, scripts/maildev.cjs). The
 * API is restarted after a crash (scripts/start/supervise.mjs).
 */
import './check-node.mjs';
import path from 'node:path';
import { buildPackages, deployDir, writeApiFirstScreens } from './build.mjs';
import { compileApi } from './compile-api.cjs';
import { mailForLocalRun } from './maildev.cjs';
import { supervise } from './start/supervise.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

buildPackages(['shell', 'mf-public', 'mf-account'], { ifMissing: true });

// The contracts package, then the API (contracts/dist, api/dist).
const compiled = compileApi();
if (compiled !== 0) process.exit(compiled);
// The first screens the API host renders with their data (scripts/webpack/first-screen.cjs), from these sources.
await writeApiFirstScreens();

// Without SMTP_URL: MailDev catches every mail (inbox on http://localhost:1080/index.html).
const mail = await mailForLocalRun();
// A crash of the API is logged and followed by a restart with back-off, so the demo never stays down.
const server = supervise(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  // On this machine only unless HOST says otherwise: the development stand-in for Google runs then (docs/security.md "Google sign-in").
  env: { ...process.env, ...mail.env, HOST: process.env.HOST || '127.0.0.1', STATIC_DIR: process.env.STATIC_DIR || deployDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop(signal).then((code) => process.exit(code)));
