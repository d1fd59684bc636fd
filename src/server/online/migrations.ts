// The SQLite tables of online games (docs/online.md, "Persistence"): migrations 9 and 10 of db.ts's list.
// IF NOT EXISTS, so that a database which already has them (made while the numbering settled) is carried on.

/** 9: the games and their seats. A seat holds a token's SHA-256 only, never the token. */
export const ONLINE_GAMES_MIGRATION = `CREATE TABLE IF NOT EXISTS online_games (
     id         TEXT    PRIMARY KEY,          -- 16 characters of [a-z0-9], crypto-random
     game       TEXT    NOT NULL,             -- konobi | scarabeo
     params     TEXT    NOT NULL,             -- canonical params text
     seed       TEXT    NOT NULL,             -- the deal's seed: secret until the game is over
     clock      TEXT    NOT NULL,             -- JSON time control, as created
     listed     INTEGER NOT NULL,             -- 1: shown in the lobby while a person seat is free
     created_at INTEGER NOT NULL,             -- ms since 1970, server time
     updated_at INTEGER NOT NULL,
     version    INTEGER NOT NULL DEFAULT 0,   -- the count of events: the compare-and-set of every append
     to_move    INTEGER,                      -- the seat to move after the last event; NULL once over
     over       INTEGER NOT NULL DEFAULT 0,
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
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS online_seats_token ON online_seats (token_hash);
   CREATE INDEX IF NOT EXISTS online_lobby ON online_games (created_at DESC)
     WHERE listed = 1 AND over = 0 AND free_seats > 0;`;

/** 10: the events of each game, in version order, and the games in progress (for timers after a restart). */
export const ONLINE_EVENTS_MIGRATION = `CREATE TABLE IF NOT EXISTS online_events (
     game_id   TEXT    NOT NULL REFERENCES online_games (id),
     version   INTEGER NOT NULL,              -- 1 for the first event
     kind      TEXT    NOT NULL,              -- move | resign | timeout | claim | rematch-offer
     seat      INTEGER NOT NULL,
     move      TEXT,                          -- canonical move text, whole
     client_id TEXT,                          -- the client's id of the request, to answer a resend
     at        INTEGER NOT NULL,              -- ms since 1970, server time, when committed
     clocks    TEXT,                          -- JSON: each seat's time left after the event
     rematch   TEXT,                          -- the new game's id, on the offer that completed a rematch
     PRIMARY KEY (game_id, version)
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS online_active ON online_games (over, id);`;
