/**
 * A pure function of a request header's value, remembered per value: browsers send a handful of
 * distinct values (Accept-Language, Accept-Encoding), so most requests find theirs. At most `max`
 * values are kept; any other is computed each time, so no client can grow the memory.
 */
export function rememberedPerHeader<T>(compute: (value: string) => T, max = 256): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    let result = seen.get(value);
    if (result === undefined) {
      result = compute(value);
      if (seen.size < max) seen.set(value, result);
    }
    return result;
  };
}
