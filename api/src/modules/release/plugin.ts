import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CanaryGuard } from './canary-guard';
import { importFolder } from './import-folder';
import { ReleaseService } from './service';
import { DatabaseStore } from './store/database';
import { FolderStore } from './store/folder';
import { s3Blobs } from './store/s3';
import type { ReleaseStore } from './store/types';
import { ReleaseSync } from './sync';
import { sharedOfShell } from './verify';

/** What this node knows of releases: null parts when the node has nowhere to keep them. */
export interface ReleaseRuntime {
  store: ReleaseStore | null;
  service: ReleaseService | null;
  /** The shared store's manifest and files as this node serves them (null with the folder store: the site reads the folder). */
  sync: ReleaseSync | null;
  guard: CanaryGuard | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    release: ReleaseRuntime;
  }
}

/** How often a node reads the shared revision again: the safety net under Redis's messages, or the only way without Redis. */
export const POLL_WITH_REDIS_MS = 5_000;
export const POLL_WITHOUT_REDIS_MS = 1_000;

/** The store the configuration names: the shared database (and S3) with DATABASE_URL (RELEASE_STORE), else the deploy folder (STATIC_DIR). */
export function storeFor(app: Pick<FastifyInstance, 'config' | 'db'>): ReleaseStore | null {
  const { config } = app;
  if (config.databaseUrl && config.releaseStore === 'database') {
    const s3 = config.release.s3;
    return s3 ? new DatabaseStore(app.db, s3Blobs(s3), s3.prefix) : new DatabaseStore(app.db);
  }
  return config.site.staticDir ? new FolderStore(path.resolve(config.site.staticDir)) : null;
}

/** The shared versions of the shell a deploy folder holds (read when a version is checked). */
export function shellReader(staticDir: string | undefined): () => Promise<Map<string, string> | null> {
  return async () => (staticDir ? sharedOfShell(await readFile(path.join(staticDir, 'shell', 'mf-manifest.json')).catch(() => null)) : null);
}

/**
 * Releases on this node (docs/releasing.md, docs/deploying.md): the store, the service every
 * release command goes through, the sync of the shared manifest between nodes and the automatic
 * canary stop. With the shared store and an empty state, the deploy folder's rollout.json and the
 * versions it names are imported once (what `npm start` built), so a first start serves them.
 */
export default fp(
  async (app) => {
    const store = storeFor(app);
    if (!store) {
      app.decorate('release', { store: null, service: null, sync: null, guard: null });
      return;
    }
    const sync =
      store.kind === 'folder'
        ? null
        : new ReleaseSync(store, {
            redis: app.redis,
            channel: `${app.redisPrefix}release`,
            logger: app.log,
            pollMs: app.redis ? POLL_WITH_REDIS_MS : POLL_WITHOUT_REDIS_MS,
            cacheBytes: app.config.release.cacheBytes,
          });
    const service = new ReleaseService({
      store,
      db: app.db,
      shellShared: shellReader(app.config.site.staticDir),
      appUrl: app.config.appUrl,
      changed: () => sync?.announce(),
    });
    const manifest = async () => (sync ? (await sync.current()).manifest : (await store.readState()).manifest);
    const guard = new CanaryGuard(app.db, service, manifest, app.config.release.canaryStop, app.log);
    app.decorate('release', { store, service, sync, guard });

    if (sync) {
      if (app.config.site.staticDir) await importFolder(store, new FolderStore(path.resolve(app.config.site.staticDir)), app.db, app.log);
      await sync.start();
      app.addHook('onClose', () => sync.close());
    }
  },
  { name: 'release', dependencies: ['redis'] },
);
