import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { seedSyntheticCatalogue } from '../src/db/seed/catalogue';
async function main() {
  const fresh = process.argv[2] === 'seed';
  const app = await buildApp({ logger: process.env.NOLOG !== '1', config: { sqlitePath: '/tmp/prof-search.sqlite', seedDemo: false, rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } } });
  if (fresh) { await seedSyntheticCatalogue(app.db, 10000); await app.close(); return; }
  await app.listen({ host: '127.0.0.1', port: 18777 });
  for (const u of ['/api/lpk/institutes?page=1&per_page=20&program=ssw', '/api/lpk/institutes?page=2&per_page=20', '/api/lpk/institutes?page=1&per_page=20&fee=low']) await app.inject({ url: u, headers: { 'accept-encoding': 'gzip' } });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await new Promise((r) => setTimeout(r, 3000));
  await session.post('Profiler.start');
  await new Promise((r) => setTimeout(r, 8000));
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/search.cpuprofile', JSON.stringify(profile));
  await app.close();
  process.exit(0);
}
void main();
