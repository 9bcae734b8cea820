/**
 * NHTSA's component names ("AIR BAGS:FRONTAL") in plain words, as a heading and inside a sentence:
 * one wording for recalls and complaints alike.
 */
import { field, squash } from '../report/upstream-field.js';
import { withoutBrackets } from './text.js';

/** "AIR BAGS:FRONTAL" → "Air bags: frontal"; NHTSA's all-capital names read better in sentence case. */
export function componentName(text: string | undefined): string {
  const t = text?.trim() ?? '';
  if (t === '' || t !== t.toUpperCase()) return t;
  const lower = t.toLowerCase().replace(/:(?=\S)/g, ': ');
  return lower[0]!.toUpperCase() + lower.slice(1);
}

/** "air bags, frontal, passenger side, inflator module" from NHTSA's "AIR BAGS:FRONTAL:PASSENGER SIDE:INFLATOR MODULE": the name inside a sentence. */
export function componentPhrase(component: string | undefined): string | undefined {
  const clean = field(component, 120);
  if (!clean) return undefined;
  const parts = withoutBrackets(clean).split(':').map((p) => squash(p).toLowerCase()).filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
