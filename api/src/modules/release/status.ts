import type { ReleaseRemoteStatus, ReleaseStatus, RolloutManifest } from 'contracts';
import type { Db } from '../../db/database';
import { translator, type Language } from '../../i18n';
import type { CanaryGuard } from './canary-guard';
import { lastStops, type ReleaseLogEntry } from './log';
import type { ReleaseService } from './service';

/** One remote's rollout with the versions it serves checked, its canary's reports, and its last automatic stop. */
async function remoteStatus(
  remote: string,
  manifest: RolloutManifest,
  service: ReleaseService,
  guard: CanaryGuard | null,
  stop: ReleaseLogEntry | undefined,
  lang: Language,
): Promise<ReleaseRemoteStatus> {
  const t = translator(lang);
  const entry = manifest.remotes[remote]!;
  const served = [entry.stable, entry.canary?.version].filter((v): v is string => Boolean(v));
  const problems: Record<string, string[]> = {};
  for (const version of served) problems[version] = (await service.check(remote, version)).map((p) => t(`release.problems.${p.key}`, p.params));
  return {
    remote,
    stable: entry.stable,
    canary: entry.canary ? { version: entry.canary.version, percent: entry.canary.percent, since: entry.canary.since ?? null } : null,
    previous: entry.previous ?? null,
    published: entry.published ?? [],
    problems,
    canary_reports: entry.canary && guard ? await guard.figures(remote, entry.canary.version, entry.canary.since) : null,
    stopped: stop ? { version: stop.version, at: stop.at, reason: stop.message ?? '' } : null,
  };
}

export async function releaseStatus(service: ReleaseService, guard: CanaryGuard | null, db: Db, lang: Language, only?: string): Promise<ReleaseStatus> {
  const { manifest } = await service.store.readState();
  const stops = await lastStops(db);
  const names = Object.keys(manifest.remotes)
    .filter((name) => !only || name === only)
    .sort();
  const remotes: ReleaseRemoteStatus[] = [];
  for (const name of names) remotes.push(await remoteStatus(name, manifest, service, guard, stops.get(name), lang));
  const settings = guard?.settings;
  return {
    store: service.store.kind,
    updated_at: manifest.updatedAt ?? null,
    remotes,
    canary_stop: {
      enabled: settings?.enabled ?? false,
      percent: settings?.percent ?? 0,
      min_loads: settings?.minLoads ?? 0,
      window_minutes: (settings?.windowMs ?? 0) / 60_000,
    },
  };
}

/** The state as people read it (the release tool's output), one remote per block. */
export function describeStatus(status: ReleaseStatus): string {
  const lines = [`rollout (${status.store}, ${status.updated_at ?? 'never updated'})`];
  if (status.remotes.length === 0) lines.push('  no remote published yet');
  for (const remote of status.remotes) {
    const check = (version: string) => {
      const problems = remote.problems[version] ?? [];
      return problems.length ? `PROBLEM: ${problems.join('; ')}` : 'files and shared versions ok';
    };
    lines.push(`  ${remote.remote}`);
    lines.push(`    stable    ${remote.stable}  [${check(remote.stable)}]`);
    if (remote.canary) {
      const reports = remote.canary_reports ? `; ${remote.canary_reports.failures} of ${remote.canary_reports.loads} networks failed to load it` : '';
      lines.push(`    canary    ${remote.canary.version} at ${remote.canary.percent} %  [${check(remote.canary.version)}${reports}]`);
    } else lines.push('    canary    none');
    if (remote.stopped) lines.push(`    stopped   ${remote.stopped.at}: ${remote.stopped.reason}`);
    if (remote.previous) lines.push(`    previous  ${remote.previous} (rollback target)`);
    if (remote.published.length) lines.push(`    published ${remote.published.join(', ')}`);
  }
  return lines.join('\n');
}

/** The release log as people read it. */
export function describeHistory(items: ReadonlyArray<Omit<ReleaseLogEntry, 'token_id'>>): string {
  if (items.length === 0) return 'no release yet';
  return items
    .map((e) => {
      const versions = [e.version && `version ${e.version}`, e.stable_after && `stable ${e.stable_after}`, e.canary_after && `canary ${e.canary_after}`]
        .filter(Boolean)
        .join(', ');
      return `${e.at}  ${e.actor}  ${e.remote ?? '-'}  ${e.command}  ${e.result}${versions ? `  (${versions})` : ''}\n    ${(e.message ?? '').split('\n').join('\n    ')}`;
    })
    .join('\n');
}
