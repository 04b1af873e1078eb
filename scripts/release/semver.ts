/**
 * Just enough semver to compare a remote's shared `requiredVersion` ranges with the versions the
 * shell provides (mf-manifest.json): `*`, `x`, exact, `^`, `~`, comparators (`>=1.2.0 <2`),
 * hyphen-free AND sets and `||`. Pre-release tags only compare equal (as the federation runtime).
 */
type Triple = [number, number, number];

interface Parsed {
  parts: Triple;
  /** How many numeric parts were given (`1.2` -> 2); missing parts are wildcards. */
  given: number;
  pre: string;
}

function parse(text: string): Parsed | null {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!m) return null;
  const raw = [m[1], m[2], m[3]];
  let given = 0;
  for (const part of raw) {
    if (part === undefined || /^[xX*]$/.test(part)) break;
    given += 1;
  }
  const parts = raw.map((p, i) => (i < given ? Number(p) : 0)) as Triple;
  return { parts, given, pre: m[4] ?? '' };
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

function bump(parts: Triple, index: number): Triple {
  const out: Triple = [parts[0], parts[1], parts[2]];
  out[index] += 1;
  for (let i = index + 1; i < 3; i += 1) out[i] = 0;
  return out;
}

/** One comparator set (space separated, all must hold). */
function satisfiesSet(version: Parsed, set: string): boolean {
  const tokens = set.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.every((token) => {
    const m = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token)!;
    const op = m[1] ?? '';
    const range = parse(m[2] ?? '');
    if (!range) return false;
    const v = version.parts;
    if (range.given === 0) return op === '' || op === '>=' || op === '<=' || op === '=';
    const low = range.parts;
    switch (op) {
      case '^': {
        const first = range.given === 1 ? 0 : low[0] !== 0 ? 0 : low[1] !== 0 || range.given === 2 ? 1 : 2;
        return compare(v, low) >= 0 && compare(v, bump(low, first)) < 0 && (!range.pre || version.pre === range.pre || compare(v, low) > 0);
      }
      case '~': {
        const index = range.given === 1 ? 0 : 1;
        return compare(v, low) >= 0 && compare(v, bump(low, index)) < 0;
      }
      case '>=':
        return compare(v, low) >= 0;
      case '>':
        return range.given < 3 ? compare(v, bump(low, range.given - 1)) >= 0 : compare(v, low) > 0;
      case '<=':
        return range.given < 3 ? compare(v, bump(low, range.given - 1)) < 0 : compare(v, low) <= 0;
      case '<':
        return compare(v, low) < 0;
      default:
        // exact, or a partial version (`1.2` = `>=1.2.0 <1.3.0`)
        if (range.given < 3) return compare(v, low) >= 0 && compare(v, bump(low, range.given - 1)) < 0;
        return compare(v, low) === 0 && version.pre === range.pre;
    }
  });
}

/** Does `version` (e.g. 19.3.1) satisfy `range` (e.g. ^19.0.0)? Unparseable input never does. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed || parsed.given < 3) return false;
  return range.split('||').some((set) => satisfiesSet(parsed, set));
}
