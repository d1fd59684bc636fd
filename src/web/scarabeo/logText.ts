// A Scarabeo log entry as the local and the online pages write it ("Ada: 9C GuADASTE for 71 (GUADASTE)").
import type { LogEntry } from '../../session/scarabeoLog.js';
import type { useLang } from '../i18n.js';

export function logText(entry: LogEntry, names: readonly string[], sc: ReturnType<typeof useLang>['t']['sc']): string {
  const name = names[entry.player] ?? '?';
  switch (entry.kind) {
    case 'play':
      return sc.logPlay(name, entry.move, entry.score, entry.words.join(', '));
    case 'exchange':
      return sc.logExchange(name, entry.count);
    case 'pass':
      return sc.logPass(name);
    case 'swap':
      return sc.logSwap(name, entry.square);
  }
}
