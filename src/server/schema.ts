// The tables both databases share, written once and spelled per dialect: the records (SQLite's migration 2, and
// the columns its migrations 3 and 4 added), the ranked deals (6), the online games (9 and 10, 12's ending and 13's
// pending history), and the timed games' index (11); PostgreSQL's migrations 1 to 6 (pg/migrations.ts) make the
// same tables from the same text. SQLite's text is the text its migrations shipped with, byte for byte (SQLite
// keeps it in sqlite_schema, and a database migrated long ago must match a new one): test/server/schema.test.ts
// holds it to that, and test/pg/schema.test.ts PostgreSQL's result to what its shipped text made.

/** The words the two dialects spell differently. */
export interface Dialect {
  /** The type of the secret's bytes. */
  readonly bytes: 'BLOB' | 'BYTEA';
  /** The type of a record id or a time in ms. */
  readonly bigint: 'INTEGER' | 'BIGINT';
  /** The type of a yes or no (SQLite has none: 0 or 1). */
  readonly boolean: 'INTEGER' | 'BOOLEAN';
  /** The literal of no, and the test that a column of that type holds yes or no. */
  readonly no: '0' | 'false';
  readonly isTrue: (column: string) => string;
  readonly isFalse: (column: string) => string;
  /** The function that turns NULL into a value. */
  readonly ifnull: 'ifnull' | 'coalesce';
  /**
   * What the unique index of one game takes of its moves: the moves themselves, or on PostgreSQL their MD5 (a
   * B-tree entry must stay under about 2.7 KB, and a long game's moves do not).
   */
  readonly moves: 'moves' | 'md5(moves)';
  /** A record's id column: an integer key that never gives a deleted row's id to another. */
  readonly recordId: 'INTEGER PRIMARY KEY AUTOINCREMENT' | 'BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY';
  /** What follows a table keyed by its primary key alone (SQLite stores it as that key's B-tree). */
  readonly keyed: ' WITHOUT ROWID' | '';
  /**
   * The games in progress (`active()`, at start): SQLite's index as it shipped, on both columns, and PostgreSQL's,
   * partial; both serve "WHERE NOT over".
   */
  readonly activeGames: '(over, id)' | '(id) WHERE NOT over';
}

export const SQLITE: Dialect = {
  bytes: 'BLOB',
  bigint: 'INTEGER',
  boolean: 'INTEGER',
  no: '0',
  isTrue: (column) => `${column} = 1`,
  isFalse: (column) => `${column} = 0`,
  ifnull: 'ifnull',
  moves: 'moves',
  recordId: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  keyed: ' WITHOUT ROWID',
  activeGames: '(over, id)',
};

export const POSTGRES: Dialect = {
  bytes: 'BYTEA',
  bigint: 'BIGINT',
  boolean: 'BOOLEAN',
  no: 'false',
  isTrue: (column) => column,
  isFalse: (column) => `NOT ${column}`,
  ifnull: 'coalesce',
  moves: 'md5(moves)',
  recordId: 'BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  keyed: '',
  activeGames: '(id) WHERE NOT over',
};

/** A column type padded so that the comments after it line up as in SQLite's migrations as they shipped. */
const pad = (type: string, width = 7) => type.padEnd(width);

/**
 * The finished games (the history), as SQLite's migration 2 made them: `name` is `records_v2` there (it is built
 * beside version 1's table and renamed), `records` on PostgreSQL. The columns added since are addRecordColumns's.
 */
export function recordsTable(d: Dialect, name = 'records'): string {
  return `CREATE TABLE ${name} (
     id          ${d.recordId},
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,           -- canonical params text, e.g. 15x10c4
     seed        TEXT,                       -- the deal's seed, or NULL for an imported start position
     start       TEXT,                       -- the imported start position, or NULL for a dealt game
     moves       TEXT    NOT NULL,           -- JSON array of canonical moves
     player      TEXT    NOT NULL,
     score       INTEGER,                    -- from the server's replay; NULL for a game without a score
     result      TEXT,                       -- from the server's replay, e.g. Konobi's winner "black"; or NULL
     finished_at TEXT    NOT NULL,           -- ISO 8601, UTC, set by the server
     game_id     TEXT,                       -- <game>:<params>#<seed> for a dealt game
     CHECK ((seed IS NULL) <> (start IS NULL)),
     CHECK (score IS NOT NULL OR result IS NOT NULL)
   );`;
}

/**
 * The columns added to the records since (SQLite's migrations 3 and 4), in order, with their types: the seats'
 * names of a game with several players (a JSON array; Scarabeo), and a timed game's time as the client claims it,
 * its hints and the scrambles the server counted (Shisen-Sho). NULL when a game has none.
 */
const ADDED_RECORD_COLUMNS = { players: 'TEXT', elapsed_ms: 'INTEGER', hints: 'INTEGER', scrambles: 'INTEGER' };
export type AddedRecordColumn = keyof typeof ADDED_RECORD_COLUMNS;

/** The statements that add these columns of ADDED_RECORD_COLUMNS (every one, in order, by default). */
export function addRecordColumns(...columns: AddedRecordColumn[]): string {
  const added = columns.length > 0 ? columns : (Object.keys(ADDED_RECORD_COLUMNS) as AddedRecordColumn[]);
  return added
    .map((column) => `ALTER TABLE records ADD COLUMN ${column} ${ADDED_RECORD_COLUMNS[column]};`)
    .join('\n   ');
}

/** The records' indexes: one row per game and player (a post's duplicate is found through it), and the history. */
export function recordsIndexes(d: Dialect): string {
  return `-- One row per game, params, seed or start, moves and player; ${d.ifnull} because NULLs never collide in an index.
   CREATE UNIQUE INDEX records_same ON records (game, params, ${d.ifnull}(seed, ''), ${d.ifnull}(start, ''), ${d.moves}, player);
   -- The history: a game's records, newest first.
   CREATE INDEX records_recent ON records (game, id);`;
}

/**
 * The server's secret (made on first use, never sent), and the ranked games of both boards: the issued deals
 * (`board` 'deals') and the daily deal (`board` 'daily', with its `day`). `server_ms` is the time the server
 * measured from issuing the deal to receiving the record; `claimed_ms` is the client's own figure.
 */
export function dealsTables(d: Dialect): string {
  return `CREATE TABLE deal_secret (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     secret ${pad(d.bytes)} NOT NULL
   );
   CREATE TABLE ranked_games (
     record_id   ${pad(d.bigint)} PRIMARY KEY REFERENCES records (id),
     board       TEXT    NOT NULL CHECK (board IN ('deals', 'daily')),
     day         TEXT,                      -- the daily deal's day (UTC, YYYY-MM-DD); NULL on the deals board
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,
     seed        TEXT    NOT NULL,
     moves       TEXT    NOT NULL,          -- the record's canonical moves, so one game is ranked once
     player      TEXT    NOT NULL,
     score       INTEGER,                   -- a scored game's score (SameGame); NULL for a timed game
     server_ms   ${pad(`${d.bigint},`, 27)}-- a timed game's time as the server measured it (Shisen-Sho)
     claimed_ms  ${pad(`${d.bigint},`, 27)}-- the time the client claimed, kept as information
     finished_at TEXT    NOT NULL,
     CHECK ((board = 'daily') = (day IS NOT NULL))
   );
   -- A game (same deal, same moves) is ranked once, whoever posts it again; an issued deal is ranked once.
   CREATE UNIQUE INDEX ranked_same_game ON ranked_games (game, params, seed, ${d.moves});
   CREATE UNIQUE INDEX ranked_deal_once ON ranked_games (game, params, seed) WHERE board = 'deals';
   CREATE INDEX ranked_scores ON ranked_games (board, ${d.ifnull}(day, ''), game, params, score DESC, record_id);
   CREATE INDEX ranked_times ON ranked_games (board, ${d.ifnull}(day, ''), game, params, server_ms, record_id);`;
}

/**
 * The online games (docs/online.md, "Persistence"), in two steps (SQLite's migrations 9 and 10): the games with
 * the version every append compares and sets, and their seats (a token's SHA-256 only, never the token); then
 * their events in version order, and the games in progress (taken up again at start). IF NOT EXISTS, so that a
 * SQLite database which already had them (made while the numbering settled) was carried on.
 */
export function onlineTables(d: Dialect): readonly [games: string, events: string] {
  // SQLite's comment, as shipped, names the integer that means yes.
  const yes = d.boolean === 'INTEGER' ? '1: ' : '';
  const games = `CREATE TABLE IF NOT EXISTS online_games (
     id         TEXT    PRIMARY KEY,          -- 16 characters of [a-z0-9], crypto-random
     game       TEXT    NOT NULL,             -- konobi | scarabeo
     params     TEXT    NOT NULL,             -- canonical params text
     seed       TEXT    NOT NULL,             -- the deal's seed: secret until the game is over
     clock      TEXT    NOT NULL,             -- JSON time control, as created
     listed     ${pad(d.boolean)} NOT NULL,             -- ${yes}shown in the lobby while a person seat is free
     created_at ${pad(d.bigint)} NOT NULL,             -- ms since 1970, server time
     updated_at ${pad(d.bigint)} NOT NULL,
     version    INTEGER NOT NULL DEFAULT 0,   -- the count of events: the compare-and-set of every append
     to_move    INTEGER,                      -- the seat to move after the last event; NULL once over
     over       ${pad(d.boolean)} NOT NULL DEFAULT ${d.no},
     free_seats INTEGER NOT NULL,             -- person seats nobody has taken
     rematch_of TEXT
   );
   CREATE TABLE IF NOT EXISTS online_seats (
     game_id    TEXT    NOT NULL REFERENCES online_games (id),
     seat       INTEGER NOT NULL,
     kind       TEXT    NOT NULL,             -- person | computer
     level      INTEGER,                      -- a computer's level
     token_hash TEXT,                         -- hex SHA-256 of the seat's token (an invite's before it is taken)
     name       TEXT,                         -- set when a person takes the seat
     PRIMARY KEY (game_id, seat)
   )${d.keyed};
   CREATE INDEX IF NOT EXISTS online_seats_token ON online_seats (token_hash);
   CREATE INDEX IF NOT EXISTS online_lobby ON online_games (created_at DESC)
     WHERE ${d.isTrue('listed')} AND ${d.isFalse('over')} AND free_seats > 0;`;
  const events = `CREATE TABLE IF NOT EXISTS online_events (
     game_id   TEXT    NOT NULL REFERENCES online_games (id),
     version   INTEGER NOT NULL,              -- 1 for the first event
     kind      TEXT    NOT NULL,              -- move | resign | timeout | claim | rematch-offer
     seat      INTEGER NOT NULL,
     move      TEXT,                          -- canonical move text, whole
     client_id TEXT,                          -- the client's id of the request, to answer a resend
     at        ${pad(d.bigint)} NOT NULL,              -- ms since 1970, server time, when committed
     clocks    TEXT,                          -- JSON: each seat's time left after the event
     rematch   TEXT,                          -- the new game's id, on the offer that completed a rematch
     PRIMARY KEY (game_id, version)
   )${d.keyed};
   CREATE INDEX IF NOT EXISTS online_active ON online_games ${d.activeGames};`;
  return [games, events];
}

/**
 * SQLite's migration 11, PostgreSQL's 4: ranked_times (of dealsTables) holds the timed games only. A scored game
 * has no server time (NULL), and its boards are read through ranked_scores, so its entry there was never read,
 * only written on every ranking. The high-score query of a timed board says `server_ms IS NOT NULL` (and a tie's
 * count `server_ms = …`), so the partial index serves both.
 */
export function timedRankingIndex(d: Dialect): string {
  return `DROP INDEX ranked_times;
   CREATE INDEX ranked_times ON ranked_games (board, ${d.ifnull}(day, ''), game, params, server_ms, record_id)
     WHERE server_ms IS NOT NULL;`;
}

/**
 * SQLite's migration 12, PostgreSQL's 5: how an online game ended (protocol.ts's GameEnd as JSON: the reason, the
 * winning seats, the result, the seat that resigned, ran out of time or was claimed against), so "my games" can say
 * who won without replaying the game. The append of the event that ends the game writes it, in the same
 * transaction; NULL while the game goes on, and for a game that ended before this column existed.
 */
export function onlineEndingColumn(): string {
  return 'ALTER TABLE online_games ADD COLUMN ending TEXT;';
}

/**
 * SQLite's migration 13, PostgreSQL's 6: the online games whose history entry (the records) is still to be written.
 * The append of the event that ends a game of the history sets `history_pending`, in the same transaction; the
 * instance that then writes the record clears it, and one that starts (or loads the game) writes the ones left
 * pending by a crash or a failed write. Its partial index holds the pending games only, so finding them at start
 * costs what is pending, not every game ever played. A game that ended before this column existed is not pending:
 * its entry was written then, or is lost for good.
 */
export function onlineHistoryPendingColumn(d: Dialect): string {
  return `ALTER TABLE online_games ADD COLUMN history_pending ${d.boolean} NOT NULL DEFAULT ${d.no};
   CREATE INDEX online_history_pending ON online_games (id) WHERE ${d.isTrue('history_pending')};`;
}
