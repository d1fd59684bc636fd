// Scarabeo's end of game: why it ended, the settlement of the racks left, the final scores and the winner, the
// record's way to the server, and the way to the replay or a new game.
import { letterOf } from '../../games/scarabeo/alphabet.js';
import type { Rack } from '../../games/scarabeo/play.js';
import type { ScarabeoEnd } from '../../games/scarabeo/state.js';
import { rackOrder } from '../../session/scarabeo.js';
import { useLang } from '../i18n.js';
import { type Saving, SavingStatus } from '../saving.js';
import type { Seat } from './session.js';

export function EndPanel(props: {
  readonly end: ScarabeoEnd;
  readonly seats: readonly Seat[];
  readonly racks: readonly Rack[];
  readonly scores: readonly number[];
  readonly winners: readonly string[];
  readonly saving: Saving;
  readonly onRetry: () => void;
  readonly onReplay: () => void;
  readonly onNew: () => void;
}) {
  const { t } = useLang();
  const { sc } = t;
  const { end, seats, winners } = props;
  return (
    <section
      className="sc-end panel"
      data-testid="sc-end"
      data-winners={end.winners.join(' ')}
      data-reason={end.reason}
    >
      <p>
        <strong>{end.reason === 'out' ? sc.endOut(seats[end.player ?? 0]?.name ?? '?') : sc.endStall}</strong>
      </p>
      <table className="sc-settlement">
        <thead>
          <tr>
            <th scope="col">{t.player}</th>
            <th scope="col">{sc.settlementRow}</th>
            <th scope="col" className="num">
              {sc.settlementGain}
            </th>
            <th scope="col" className="num">
              {sc.finalScore}
            </th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => {
            const left = rackOrder(props.racks[i] as Rack)
              .map((c) => (c === 0 ? '?' : letterOf(c)))
              .join(' ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table.
              <tr key={`${s.name}-${i}`} className={end.winners.includes(i) ? 'mine' : undefined}>
                <td>{s.name}</td>
                <td>
                  <code>{left || '—'}</code>
                </td>
                <td className="num">{end.settlement[i] ? `+${end.settlement[i]}` : '0'}</td>
                <td className="num" data-testid={`sc-final-${i}`}>
                  {props.scores[i]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="sc-winner" data-testid="sc-winner">
        <strong>{winners.length > 1 ? sc.tie(winners.join(', ')) : sc.winner(winners[0] ?? '?')}</strong>
      </p>
      <SavingStatus
        saving={props.saving}
        text={{ saving: sc.saving, saved: sc.saved, retry: sc.retry }}
        testIds={{ saved: 'sc-saved', failed: 'sc-save-failed' }}
        onRetry={props.onRetry}
      />
      <div className="row">
        <button type="button" className="button" data-testid="sc-replay-open" onClick={props.onReplay}>
          {sc.replay}
        </button>
        <button type="button" className="button primary" onClick={props.onNew}>
          {t.newGame}
        </button>
      </div>
    </section>
  );
}
