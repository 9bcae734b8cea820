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

/**
 * `String(tenths / 10)` for a whole number of tenths from 0 up (a duration rounded to 0.1 ms):
 * the same text, written from two integers. Formatting the fraction as a double was about 400
 * instructions of every request line (callgrind); integers are converted from V8's cache.
 */
export function decimalTenths(tenths: number): string {
  if (!(tenths >= 0 && tenths < 1e9 && Number.isInteger(tenths))) return String(tenths / 10);
  const units = Math.trunc(tenths / 10);
  const tenth = tenths - units * 10;
  return tenth === 0 ? String(units) : `${units}.${tenth}`;
}
