// Human text for the core's error codes (game ids, records), in English and Italian.
import type { Problem } from './game.js';
import type { GameIdError } from './gameId.js';
import type { Lang } from './lang.js';
import type { RecordError } from './record.js';

export type { Lang };

export function describeGameIdError(e: GameIdError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  if (e.code === 'seed-syntax') {
    return it
      ? `seme "${e.seed}" non valido: da 1 a 64 caratteri tra A-Z a-z 0-9 _ -`
      : `bad seed "${e.seed}": expected 1–64 characters of A-Z a-z 0-9 _ -`;
  }
  return it
    ? `"${e.text}" non è un id di partita: atteso <gioco>:<parametri>#<seme>, per esempio samegame:15x10c4#k2`
    : `"${e.text}" is not a game id: expected <game>:<params>#<seed>, e.g. samegame:15x10c4#k2`;
}

/** Describes a record error; `describeReason` turns the game's own problem into text. */
export function describeRecordError(e: RecordError, describeReason: (p: Problem) => string, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'record-shape':
      return it
        ? `partita registrata non valida: "${e.field}" deve essere ${e.expected}`
        : `bad record: "${e.field}" must be ${e.expected}`;
    case 'record-version':
      return it
        ? `versione ${e.version} della registrazione non supportata (attesa 1)`
        : `record version ${e.version} is not supported (expected 1)`;
    case 'unknown-game':
      return it ? `gioco "${e.game}" sconosciuto` : `unknown game "${e.game}"`;
    case 'record-params':
      return describeReason(e.reason);
    case 'record-start':
      return (it ? 'posizione iniziale non valida: ' : 'bad start position: ') + describeReason(e.reason);
    case 'record-move':
      return it
        ? `la mossa ${e.index + 1} (${e.move}) non si può giocare: ${describeReason(e.reason)}`
        : `move ${e.index + 1} (${e.move}) cannot be played: ${describeReason(e.reason)}`;
  }
}
