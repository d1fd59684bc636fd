// Shisen-Sho's best times on the page: a win entered in this browser's list once (the fallback when the server
// gives none) and posted to the server once per game; the server's list for these settings.
import { useCallback, useEffect, useState } from 'react';
import type { GameRecord } from '../../core/record.js';
import { fetchBestTimes, postRecord, type ScoresFailure, type TimeRow } from '../api.js';
import { useLang } from '../i18n.js';
import { IDLE, type Saving } from '../saving.js';
import { load, store } from '../storage.js';
import { addBestTime, loadBestTimes } from './highScores.js';

/** The name every game asks for once and keeps; a win is posted under it. */
const PLAYER_KEY = 'player';
/** The server refuses a time under one second (400 bad-time). */
const MIN_POSTED_MS = 1000;

export interface Win {
  readonly gameId: string;
  readonly hints: number;
  readonly scrambles: number;
  /** Set once the server has the win. */
  readonly recorded: boolean;
  readonly record: GameRecord;
}

export function useBestTimes(options: {
  params: string;
  /** The game, once won. */
  win: Win | undefined;
  elapsed: () => number;
  onRecorded: () => void;
}) {
  const { t } = useLang();
  const { params, win, elapsed, onRecorded } = options;
  const [local, setLocal] = useState(() => loadBestTimes(params));
  const [mine, setMine] = useState<{ key: string; rank: number | undefined } | undefined>();
  const [server, setServer] = useState<TimeRow[] | ScoresFailure | undefined>();
  const [saving, setSaving] = useState<Saving>(IDLE);
  const [entered, setEntered] = useState(false);
  const [player, setPlayer] = useState(() => load(PLAYER_KEY) ?? '');
  const [nameError, setNameError] = useState<string | undefined>();

  const refresh = useCallback(async () => {
    const r = await fetchBestTimes('shisensho', params, 10);
    setServer(r.ok ? r.value : r.error);
  }, [params]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A win enters this browser's best times once (a reload before the server took the win finds the same entry
  // and does not add it again).
  useEffect(() => {
    if (!win || win.recorded || entered) return;
    setEntered(true);
    const entry = {
      ms: Math.round(elapsed()),
      hints: win.hints,
      scrambles: win.scrambles,
      date: new Date().toISOString(),
      gameId: win.gameId,
    };
    setMine({ key: `${entry.gameId}@${entry.date}`, rank: addBestTime(params, entry) });
    setLocal(loadBestTimes(params));
  }, [win, entered, params, elapsed]);

  // ...and goes to the server once per game. The server replays the record (seed and every move, scrambles
  // too) and counts the scrambles; the time and hints are our claim. A retry is safe: the server stores the
  // same record only once.
  useEffect(() => {
    if (!win || win.recorded || saving.kind !== 'idle' || !player) return;
    // The server refuses less than a second; a faster win (a tiny board) is posted as exactly one second.
    const elapsedMs = Math.max(MIN_POSTED_MS, Math.round(elapsed()));
    setSaving({ kind: 'saving' });
    void postRecord(win.record, player, { elapsedMs, hints: win.hints }).then((r) => {
      if (!r.ok) {
        const message = r.error.kind === 'offline' ? t.ss.saveOffline : t.ss.saveFailed(r.error.message);
        setSaving({ kind: 'failed', message });
      } else {
        setSaving({ kind: 'saved', id: r.value.id, rank: r.value.rank, daily: r.value.daily });
        onRecorded();
      }
      void refresh();
    });
  }, [win, saving.kind, player, elapsed, t, onRecorded, refresh]);

  /** The name given the first time: kept for the next games, and the win posted under it. */
  const saveName = (name: string) => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 24) {
      setNameError(t.nameInvalid);
      return;
    }
    setNameError(undefined);
    store(PLAYER_KEY, trimmed);
    setPlayer(trimmed);
  };
  // A win the server does not have yet, and no name to post it under: the page asks for one.
  const askName = win !== undefined && !win.recorded && !player ? { error: nameError } : undefined;

  return { local, mine, server, saving, retry: () => setSaving(IDLE), askName, saveName };
}
