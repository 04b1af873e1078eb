import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { writeLog } from './log';
import type { FolderStore } from './store/folder';
import type { ReleaseStore } from './store/types';

/**
 * First start on a shared store that holds nothing yet: the deploy folder's rollout.json and every
 * version it names (stable, canary, previous, published) go into the store, so the system serves
 * what `npm start` (or the image) built. Several nodes starting at once do it once: a version is
 * stored whole or found there, and the manifest is written only if the state is still empty.
 */
export async function importFolder(store: ReleaseStore, folder: FolderStore, db: Db, logger: FastifyBaseLogger): Promise<void> {
  const state = await store.readState();
  if (state.revision !== '0' || Object.keys(state.manifest.remotes).length > 0) return;
  let source;
  try {
    source = await folder.readState();
  } catch (error) {
    logger.warn({ err: error }, 'release import: the deploy folder rollout.json cannot be read; nothing imported');
    return;
  }
  if (Object.keys(source.manifest.remotes).length === 0) return;
  let imported = 0;
  for (const [remote, entry] of Object.entries(source.manifest.remotes)) {
    const versions = new Set([entry.stable, entry.canary?.version, entry.previous, ...(entry.published ?? [])].filter((v): v is string => Boolean(v)));
    for (const version of versions) {
      const files = await folder.versionFiles(remote, version);
      if (!files) continue;
      const contents = new Map<string, Buffer>();
      for (const name of files.sizes.keys()) contents.set(name, (await files.read(name))!);
      if (await store.putVersion(remote, version, contents)) imported += 1;
    }
  }
  if (await store.writeState(source.manifest, state.revision)) {
    await writeLog(db, {
      at: nowIso(),
      actor: 'import',
      token_id: null,
      remote: null,
      command: 'import',
      version: null,
      stable_before: null,
      stable_after: null,
      canary_after: null,
      result: 'ok',
      message: `imported ${folder.dir}/rollout.json and ${imported} version(s) into the shared store`,
    });
    logger.info({ versions: imported }, 'release import: the deploy folder is now in the shared store');
  }
}
