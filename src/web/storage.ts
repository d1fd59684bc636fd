// localStorage access that never throws: private modes and full quotas must not break the game.

const PREFIX = 'ludoteca:';

export function load(key: string): string | undefined {
  try {
    return window.localStorage.getItem(PREFIX + key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Saving is a convenience; the game goes on without it.
  }
}

export function remove(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/**
 * Records `key` as the most recently used entry of a list kept under `indexKey`, and removes the entries
 * beyond the `max` most recent, so saved games do not pile up in the browser forever.
 */
export function touchIndexed(indexKey: string, key: string, max: number): void {
  let index: string[] = [];
  try {
    const parsed: unknown = JSON.parse(load(indexKey) ?? '[]');
    if (Array.isArray(parsed)) index = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    // A damaged index is rebuilt from this entry on.
  }
  index = [...index.filter((k) => k !== key), key];
  for (const old of index.slice(0, Math.max(0, index.length - max))) remove(old);
  store(indexKey, JSON.stringify(index.slice(-max)));
}
