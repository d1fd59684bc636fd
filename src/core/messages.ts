// Human text for the core's error codes (game ids, records), in English and Italian.
import type { Problem } from './game.js';
import type { GameIdError } from './gameId.js';
import type { Lang } from './lang.js';
import { type NameProblem, PLAYER_NAME_MAX } from './names.js';
import type { RecordError } from './record.js';

export type { Lang };

export function describeGameIdError(e: GameIdError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  if (e.code === 'seed-syntax') {
    return it
      ? `seme "${e.seed}" non valido: da 1 a 64 caratteri tra A-Z a-z 0-9 _ -`
      : `bad seed "${e.seed}": expected 1–64 characters of A-Z a-z 0-9 _ -`;
  }
  if (e.orAddress) {
    return it
      ? `"${e.text}" non è un id di partita: atteso un id come samegame:10x5c5#t1 o il suo indirizzo`
      : `"${e.text}" is not a game id: expected a game id like samegame:10x5c5#t1 or its address`;
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
    case 'record-origin':
      if (e.has === 'both') {
        return it
          ? 'partita registrata non valida: ha sia "seed" sia "start", ma ne ha uno solo (il seme della distribuzione o la posizione iniziale)'
          : 'bad record: it has both "seed" and "start": a record has one of them (the seed of its deal or its start position)';
      }
      return it
        ? 'partita registrata non valida: non ha né "seed" né "start": ne serve uno (il seme della distribuzione o la posizione iniziale)'
        : 'bad record: it has neither "seed" nor "start": a record needs one of them (the seed of its deal or its start position)';
    case 'record-player':
      return it
        ? `partita registrata non valida: il nome del posto ${e.index + 1} in "players" ${describeNameProblem(e.problem, lang)}`
        : `bad record: the name of seat ${e.index + 1} in "players" ${describeNameProblem(e.problem, lang)}`;
    case 'record-version':
      if (e.version === undefined) {
        return it
          ? 'partita registrata non valida: la versione manca o non è un numero (atteso "version": 1)'
          : 'bad record: its version is missing or not a number (expected "version": 1)';
      }
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

/** What is wrong with a name, as the end of a sentence about it ("… is too long: …"). */
export function describeNameProblem(p: NameProblem, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (p.code) {
    case 'name-character':
      return it
        ? `ha un carattere di controllo, di direzione o invisibile (${p.char})`
        : `has a control, direction or invisible character (${p.char})`;
    case 'name-blank':
      return it ? 'non può essere vuoto' : 'must not be blank';
    case 'name-too-long':
      return it
        ? `è troppo lungo: al massimo ${PLAYER_NAME_MAX} caratteri (ne ha ${p.length})`
        : `is too long: at most ${PLAYER_NAME_MAX} characters (it has ${p.length})`;
    case 'name-invisible':
      return it
        ? 'non ha nessun carattere visibile (una lettera, una cifra o un simbolo)'
        : 'has no visible character (a letter, digit or symbol)';
  }
}

/** What a valid name is, for a refusal to add. */
export function nameRule(lang: Lang = 'en'): string {
  return lang === 'it'
    ? `un nome ha da 1 a ${PLAYER_NAME_MAX} caratteri, senza caratteri di controllo né di direzione, e mostra qualcosa`
    : `a name is 1–${PLAYER_NAME_MAX} characters, without control characters or direction marks, and shows something`;
}
