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

/**
 * `String(n)` for a whole number, written digit by digit once it is large. `String()` keeps what it
 * converts in V8's number-to-string cache, a table in the old generation: a number that is new on
 * every request (a client's remaining budget under a high daily limit, as in the bench) then puts
 * a new string there each time, and every one of them survives the young-generation collections
 * and is copied into the old one. Under cache-hit load that was 42 KB promoted per scavenge, which
 * doubled each scavenge's copying work; written here, the string dies young. Small numbers repeat,
 * so they are taken from that cache.
 */
export function decimalInteger(n: number): string {
  if (!(n >= 10_000 && Number.isSafeInteger(n))) return String(n);
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) text = DIGITS[rest % 10]! + text;
  return text;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
