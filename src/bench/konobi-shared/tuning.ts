// The Konobi benchmarks' search settings as text: `expandAt=4+priors=0` (keys of SearchTuning joined by +).
import { DEFAULT_TUNING, type SearchTuning } from '../../ai/konobi/index.js';

/** Settings joined by +, each a key of SearchTuning = a number or true/false; undefined when one is not. */
export function parseTuning(text: string): Partial<SearchTuning> | undefined {
  const tuning: Record<string, number | boolean> = {};
  for (const setting of text.split('+')) {
    const [key, value] = setting.split('=');
    if (key === undefined || !(key in DEFAULT_TUNING) || value === undefined) return undefined;
    const v = value === 'true' ? true : value === 'false' ? false : Number(value);
    if (typeof v === 'number' && Number.isNaN(v)) return undefined;
    tuning[key] = v;
  }
  return tuning as Partial<SearchTuning>;
}
