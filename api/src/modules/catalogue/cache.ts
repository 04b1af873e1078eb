import { LRUCache } from 'lru-cache';
import type { ReadyAnswer } from '../../plugins/front-door';

/**
 * In-memory result cache of the catalogue search: the serialised JSON answer (and its gzip
 * encoding) keyed by the normalised query and the language, and the total keyed by the filters.
 * Bounded (LRU by entries and by size), short TTL, and an explicit `invalidateCatalogue(db)` that
 * every writer of institutes calls (seed, admin): invalidation drops everything at once.
 *
 * After its TTL an entry is "stale" for a grace period: the search may still answer with it while
 * one request recomputes it in the background (stale-while-revalidate), so a popular entry
 * expiring never makes every concurrent visitor wait for the database.
 *
 * One cache per database handle (a WeakMap keyed by the Kysely instance), so apps on different
 * databases in one process (tests) never see each other's answers. With several API nodes each
 * has its own cache; with REDIS_URL set, `invalidateCatalogue` also tells every other node to
 * drop its copy at once (plugins/catalogue-sync.ts: one pub/sub message per change, nothing per
 * search). Without Redis a change made on one node is seen by the others within TTL + grace.
 */

export interface CacheSettings {
  /**
   * Time to live of an entry in ms; 0 disables the cache. Writers invalidate explicitly, so the
   * TTL only bounds how long a change made elsewhere (another API node, manual SQL) stays unseen.
   */
  ttlMs: number;
  /** Most entries kept. */
  maxEntries: number;
  /** Most characters of JSON kept (all entries together). */
  maxChars: number;
  /** How long after its TTL an entry may still be served stale while it is refreshed. */
  graceMs: number;
  /**
   * Spread of each entry's TTL (0.2 = +/-20%), so entries filled together (after a start or an
   * invalidation) do not all expire in the same instant. Default 0.
   */
  jitter?: number;
  /** The clock (ms) the TTL is measured with; Date.now unless a test brings its own. */
  now?: () => number;
}

/** Overridden by CATALOGUE_CACHE_TTL_MS / _MAX_ENTRIES / _GRACE_MS (config/catalogue.ts; the grace defaults to the TTL). */
export const DEFAULT_CACHE_SETTINGS: CacheSettings = { ttlMs: 60_000, maxEntries: 2_000, maxChars: 32 * 1024 * 1024, graceMs: 60_000, jitter: 0.2 };

/** The most entries a cache may be given (lru-cache allocates its index for `max` entries up front). */
export const MAX_CACHE_ENTRIES = 1_000_000;

export interface CacheStats {
  hits: number;
  misses: number;
  stale: number;
  entries: number;
  chars: number;
  invalidations: number;
}

/**
 * A least-recently-used map with a time to live, bounded by entry count and total size: lru-cache,
 * each entry living for its TTL plus the grace period, fresh while more than the grace is left.
 */
export class LruTtlCache<V> {
  private readonly lru: LRUCache<string, { value: V }>;
  private hits = 0;
  private misses = 0;
  private staleServed = 0;
  private invalidations = 0;
  /** Bumped by `clear()`: a value computed before a clear is not stored after it. */
  private generationCounter = 0;

  constructor(
    readonly settings: CacheSettings,
    sizeOf: (value: V) => number,
  ) {
    this.lru = new LRUCache<string, { value: V }>({
      max: Math.min(Math.max(1, settings.maxEntries), MAX_CACHE_ENTRIES),
      maxSize: Math.max(1, settings.maxChars),
      // A value larger than maxChars is not stored (lru-cache's maxEntrySize defaults to maxSize).
      sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
      perf: { now: settings.now ?? Date.now },
      // The clock is read on every check (not cached for 1 ms): entries expire exactly on time.
      ttlResolution: 0,
    });
  }

  get enabled(): boolean {
    return this.settings.ttlMs > 0 && this.settings.maxEntries > 0;
  }

  get generation(): number {
    return this.generationCounter;
  }

  /** A fresh value (within its TTL), or undefined. */
  get(key: string): V | undefined {
    const left = this.timeLeft(key);
    if (left <= this.settings.graceMs) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return this.lru.get(key)?.value;
  }

  /**
   * A fresh value counted as a hit, or undefined with nothing counted: for a look-up ahead of the
   * usual one (`get`), which counts the miss if it comes to that.
   */
  getIfFresh(key: string): V | undefined {
    if (this.lru.getRemainingTTL(key) <= this.settings.graceMs) return undefined;
    const entry = this.lru.get(key);
    if (entry) this.hits += 1;
    return entry?.value;
  }

  /** A value past its TTL but within the grace period (to serve while refreshing), or undefined. */
  getStale(key: string): V | undefined {
    if (this.timeLeft(key) <= 0) return undefined;
    this.staleServed += 1;
    return this.lru.get(key)?.value;
  }

  /** Stores a value unless the cache was cleared since `generation` was read. */
  set(key: string, value: V, generation = this.generationCounter): void {
    if (!this.enabled || generation !== this.generationCounter) return;
    const spread = this.settings.jitter ? 1 + this.settings.jitter * (2 * Math.random() - 1) : 1;
    this.lru.set(key, { value }, { ttl: Math.max(1, Math.round(this.settings.ttlMs * spread)) + this.settings.graceMs });
  }

  clear(): void {
    this.lru.clear();
    this.generationCounter += 1;
    this.invalidations += 1;
  }

  stats(): CacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      stale: this.staleServed,
      entries: this.lru.size,
      chars: this.lru.calculatedSize,
      invalidations: this.invalidations,
    };
  }

  /** Ms until an entry is gone (0 when there is none); one past its grace period is dropped now. */
  private timeLeft(key: string): number {
    const left = this.lru.getRemainingTTL(key);
    if (left > 0) return left;
    this.lru.delete(key);
    return 0;
  }
}

/** A cached answer: the serialised JSON envelope, and its gzip encoding when worth it. */
export interface CachedAnswer {
  json: string;
  gzip: Buffer | null;
  /**
   * The answer as the front door writes it (http-cache.ts, readyAnswer), per encoding, made on first use:
   * its headers and its body as bytes (the plain one is a copy of `json`, outside the JS heap, not
   * counted in the cache's size; only clients without gzip ask for it).
   */
  ready?: { plain?: ReadyAnswer; gzip?: ReadyAnswer };
}

/** Most request URLs remembered with the key of their answer (`CatalogueCache.urls`), and their most characters together. */
export const MAX_REMEMBERED_URLS = 20_000;
export const MAX_REMEMBERED_URL_CHARS = 4 * 1024 * 1024;

/** The search cache of one database: whole answers by normalised query + language, totals by filters. */
export class CatalogueCache {
  readonly pages: LruTtlCache<CachedAnswer>;
  readonly counts: LruTtlCache<number>;
  /**
   * The page key of a request already answered (`${lang} ${url}` as sent -> its normalised key), so
   * that the same request again is answered from `pages` without its query being parsed again. A
   * URL maps to the same key for good (parsing is a pure function of it), so this survives `clear()`;
   * bounded like `pages`.
   */
  readonly urls: LRUCache<string, string>;

  constructor(readonly settings: CacheSettings) {
    this.pages = new LruTtlCache<CachedAnswer>(settings, (a) => a.json.length + (a.gzip?.length ?? 0));
    this.counts = new LruTtlCache<number>(settings, () => 16);
    this.urls = new LRUCache<string, string>({
      max: MAX_REMEMBERED_URLS,
      maxSize: MAX_REMEMBERED_URL_CHARS,
      sizeCalculation: (key, request) => Math.max(1, key.length + request.length),
    });
  }

  get enabled(): boolean {
    return this.pages.enabled;
  }

  clear(): void {
    this.pages.clear();
    this.counts.clear();
  }
}

const caches = new WeakMap<object, CatalogueCache>();

/** Tells the other API nodes that the catalogue changed; never rejects (failures are logged by the sender). */
export type CatalogueBroadcast = () => Promise<void>;
const broadcasts = new WeakMap<object, Set<CatalogueBroadcast>>();

/**
 * Registers how a change to a database's catalogue reaches the other nodes (one per app on that
 * database handle); returns the function that removes it again (when the app closes).
 */
export function addCatalogueBroadcast(db: object, broadcast: CatalogueBroadcast): () => void {
  let set = broadcasts.get(db);
  if (!set) {
    set = new Set();
    broadcasts.set(db, set);
  }
  set.add(broadcast);
  return () => set.delete(broadcast);
}

/** What else keeps catalogue text on a node (the site's pre-rendered page heads): told whenever the cache is cleared. */
const clearListeners = new WeakMap<object, Set<() => void>>();

/** Calls `listener` whenever this node's catalogue cache of `db` is cleared (here or by another node); returns its removal. */
export function onCatalogueCleared(db: object, listener: () => void): () => void {
  let set = clearListeners.get(db);
  if (!set) {
    set = new Set();
    clearListeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Drops this node's cached answers of a database (an invalidation received from another node). */
export function clearLocalCatalogueCache(db: object): void {
  caches.get(db)?.clear();
  for (const listener of clearListeners.get(db) ?? []) listener();
}

/** The search cache bound to a database handle, created on first use with the given settings. */
export function catalogueCache(db: object, settings: CacheSettings = DEFAULT_CACHE_SETTINGS): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache(settings);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Drops every cached catalogue answer of a database, on this node at once and, with Redis, on
 * every other node (resolved once the message is sent). Call after any change to institutes (or
 * their jobs). Never rejects.
 */
export async function invalidateCatalogue(db: object): Promise<void> {
  clearLocalCatalogueCache(db);
  const set = broadcasts.get(db);
  if (set?.size) await Promise.all([...set].map((broadcast) => broadcast()));
}
