// The replay viewer's text in English and Italian (src/web/i18n.ts puts it under `rp`); Italian matches English's shape.
import { formatNumber } from '../formatNumber.js';

/** Counts in each dictionary's own language. */
const num = (n: number) => formatNumber(n, 'en');
const numIt = (n: number) => formatNumber(n, 'it');

const en = {
  title: 'Replay',
  start: 'Start of the game',
  moveOf: (i: number, n: number) => `Move ${num(i)} of ${num(n)}`,
  first: 'First',
  prev: 'Back',
  next: 'Forward',
  last: 'Last',
  steps: 'Step through the moves',
  keys: 'Left and right arrows step, Home and End go to the start and the end.',
  loading: 'Loading the game…',
  missing: (why: string) => `The game cannot be shown: ${why}`,
  offline: 'The server cannot be reached, so the game cannot be loaded. Try again when you are back online.',
  badLink: 'This link does not hold a game record.',
  badAddress: (rest: string) =>
    `"/replay/${rest}" is not a replay address: expected /replay/ and a game's number (such as /replay/12), or a shared replay link.`,
  damaged: (why: string) => `This replay link is damaged: ${why}.`,
  noRecord: 'it does not hold a game record',
  noVersion: 'the game record in it has no version number',
  newVersion: (v: string) => `the game record in it is of version ${v}, and this app reads version 1`,
  badField: (field: string) => `the game record in it has a missing or bad "${field}"`,
  notExist: (id: string) => `Game ${id} does not exist: the server has no game with that number.`,
  refused: (id: string) => `The server would not give game ${id}. Try again later.`,
  unknownGame: (game: string) => `The game record is of a game this app does not know ("${game}").`,
  storedTitle: (game: string, id: string) => `${game}: game ${id}`,
  sharedTitle: (game: string) => `${game}: a shared game`,
  share: 'Copy a link to this replay',
  copied: 'Link copied.',
  linkLabel: 'Link to this replay',
  score: 'Score',
  tilesLeft: 'Tiles left',
  result: 'Result',
  turn: 'Turn',
  players: 'Players',
  noChain: 'no winning chain: the other player resigned, ran out of time or was away too long',
  open: 'Replay',
  openLabel: (id: string) => `Replay game ${id}`,
};

const it: typeof en = {
  title: 'Replay',
  start: 'Inizio della partita',
  moveOf: (i: number, n: number) => `Mossa ${numIt(i)} di ${numIt(n)}`,
  first: 'Inizio',
  prev: 'Indietro',
  next: 'Avanti',
  last: 'Fine',
  steps: 'Scorri le mosse',
  keys: 'Le frecce sinistra e destra scorrono, Home e Fine vanno all’inizio e alla fine.',
  loading: 'Caricamento della partita…',
  missing: (why: string) => `La partita non si può mostrare: ${why}`,
  offline: 'Il server non risponde, quindi la partita non si può caricare. Riprova quando sei di nuovo in linea.',
  badLink: 'Questo link non contiene una partita.',
  badAddress: (rest: string) =>
    `"/replay/${rest}" non è un indirizzo di replay: atteso /replay/ e il numero di una partita (come /replay/12), o un link di replay condiviso.`,
  damaged: (why: string) => `Questo link di replay è danneggiato: ${why}.`,
  noRecord: 'non contiene una partita registrata',
  noVersion: 'la partita registrata che contiene non ha un numero di versione',
  newVersion: (v: string) =>
    `la partita registrata che contiene è della versione ${v}, e questa app legge la versione 1`,
  badField: (field: string) => `nella partita registrata che contiene "${field}" manca o non è valido`,
  notExist: (id: string) => `La partita ${id} non esiste: il server non ha nessuna partita con quel numero.`,
  refused: (id: string) => `Il server non ha dato la partita ${id}. Riprova più tardi.`,
  unknownGame: (game: string) => `La partita registrata è di un gioco che questa app non conosce ("${game}").`,
  storedTitle: (game: string, id: string) => `${game}: partita ${id}`,
  sharedTitle: (game: string) => `${game}: una partita condivisa`,
  share: 'Copia un link a questo replay',
  copied: 'Link copiato.',
  linkLabel: 'Link a questo replay',
  score: 'Punteggio',
  tilesLeft: 'Tessere rimaste',
  result: 'Risultato',
  turn: 'Turno',
  players: 'Giocatori',
  noChain:
    'nessuna catena vincente: l’altro giocatore ha abbandonato, ha finito il tempo o è rimasto assente troppo a lungo',
  open: 'Rivedi',
  openLabel: (id: string) => `Rivedi la partita ${id}`,
};

export const RP_TEXT = { en, it } as const;
