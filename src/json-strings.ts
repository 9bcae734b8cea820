/**
 * JSON spellings of strings that recur on every log line (event names, methods, paths): each is
 * encoded once and then looked up. Bounded, so callers inventing values (a client's made-up paths)
 * cannot grow it; past the bound values are simply encoded each time.
 */
export function repeatedJsonStrings(maxEntries = 256): (value: string) => string {
  const encoded = new Map<string, string>();
  return (value) => {
    let json = encoded.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      if (encoded.size < maxEntries) encoded.set(value, json);
    }
    return json;
  };
}
