/** `decodeURIComponent` without the URIError: undefined for malformed percent-encoding. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
