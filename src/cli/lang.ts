// The interface language of the terminal faces: `--lang en|it`, else the locale variables, else English.
import type { Lang } from '../core/messages.js';

export type { Lang };

export const LANGS: readonly Lang[] = ['en', 'it'];

/** The language the locale asks for: LC_ALL wins over LC_MESSAGES over LANG, as in POSIX. */
export function langFromEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^it([_.@-]|$)/i.test(locale) ? 'it' : 'en';
}

export function parseLang(text: string): Lang | undefined {
  const t = text.trim().toLowerCase();
  return t === 'en' || t === 'it' ? t : undefined;
}
