// SameGame's high scores on the page: the table for these settings, and the finished game entered once per
// line of moves under the name asked the first time (kept in the browser).
import { useCallback, useEffect, useState } from 'react';
import type { GameRecord } from '../../core/record.js';
import { fetchScores, type ScoreRow, type ScoresFailure, submitRecord } from '../api.js';
import { useLang } from '../i18n.js';
import { load, remove, store } from '../storage.js';
import type { Submission } from './gameOver.js';

/** The name SameGame asks for and keeps; the other games post under it too. */
export const PLAYER_KEY = 'player';

/** A line of moves entered in the high scores, and where it ranked (null: stored, not ranked). */
export interface Entered {
  readonly moves: string;
  readonly recordId: string;
  readonly rank: number | null;
  /** The day of the daily board the rank is on (YYYY-MM-DD), not the settings' high scores; null or absent: those. */
  readonly daily?: string | null;
}

export function useHighScores(options: {
  params: string;
  /** The game is over, not assisted by the demo, and this line of moves not entered yet. */
  due: boolean;
  over: boolean;
  /** The record of the game as it stands now, with the player's name. */
  record: (player: string) => { record: GameRecord; moves: string };
  onEntered: (entered: Entered) => void;
}) {
  const { t } = useLang();
  const { params, due, over, record, onEntered } = options;
  const [scores, setScores] = useState<ScoreRow[] | ScoresFailure | undefined>();
  const [player, setPlayer] = useState(() => load(PLAYER_KEY) ?? '');
  const [submission, setSubmission] = useState<Submission>({ kind: 'idle' });

  const refresh = useCallback(async () => {
    const r = await fetchScores('samegame', params, 10);
    setScores(r.ok ? r.value : r.error);
  }, [params]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const submit = useCallback(
    async (name: string) => {
      const { record: rec, moves } = record(name);
      setSubmission({ kind: 'saving' });
      const r = await submitRecord(rec, name);
      if (!r.ok) {
        const message = r.error.kind === 'offline' ? t.keptForLater : t.serverError(r.error.message);
        setSubmission({ kind: 'failed', message });
        return;
      }
      onEntered({ moves, recordId: r.value.id, rank: r.value.rank, daily: r.value.daily });
      setSubmission({ kind: 'idle' });
      await refresh();
    },
    [record, onEntered, refresh, t],
  );

  // Game over: enter the game (once per line of moves), asking for a name the first time.
  useEffect(() => {
    if (!due || submission.kind !== 'idle') return;
    if (player) void submit(player);
    else setSubmission({ kind: 'ask' });
  }, [due, submission.kind, player, submit]);

  useEffect(() => {
    if (!over && submission.kind !== 'saving') setSubmission({ kind: 'idle' });
  }, [over, submission.kind]);

  const saveName = (name: string) => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 24) {
      setSubmission({ kind: 'ask', error: t.nameInvalid });
      return;
    }
    setPlayer(trimmed);
    store(PLAYER_KEY, trimmed);
    void submit(trimmed);
  };

  const forgetName = () => {
    remove(PLAYER_KEY);
    setPlayer('');
  };

  return { scores, player, submission, saveName, forgetName };
}
