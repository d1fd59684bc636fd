// Scarabeo's end of game: why it ended, the settlement of the racks left, the final scores and the winner; for a
// local game also the record's way to the server and the way to the replay or a new game (an online game has its own).
import { letterOf } from '../../games/scarabeo/alphabet.js';
import type { Rack } from '../../games/scarabeo/play.js';
import type { ScarabeoEnd } from '../../games/scarabeo/state.js';
import { rackOrder } from '../../session/scarabeo.js';
import { formatNumber } from '../formatNumber.js';
import { useLang } from '../i18n.js';
import { type Saving, SavingStatus } from '../saving.js';
import { winnerLine } from './winner.js';

export function EndPanel(props: {
  readonly end: ScarabeoEnd;
  /** The seats' names, in seat order. */
  readonly names: readonly string[];
  readonly racks: readonly Rack[];
  readonly scores: readonly number[];
  /** A local game's saving and buttons; an online game's page has its own rematch and links. */
  readonly local?: {
    readonly saving: Saving;
    readonly onRetry: () => void;
    readonly onReplay: () => void;
    readonly onNew: () => void;
  };
}) {
  const { t, lang } = useLang();
  const { sc } = t;
  const { end, names, local } = props;
  const winners = end.winners.map((w) => names[w] ?? '?');

  return (
    <section
      className="sc-end panel"
      data-testid="sc-end"
      data-winners={end.winners.join(' ')}
      data-reason={end.reason}
    >
      <p>
        <strong>{end.reason === 'out' ? sc.endOut(names[end.player ?? 0] ?? '?') : sc.endStall}</strong>
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
          {names.map((name, i) => {
            const left = rackOrder(props.racks[i] as Rack)
              .map((c) => (c === 0 ? '?' : letterOf(c)))
              .join(' ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table.
              <tr key={`${name}-${i}`} className={end.winners.includes(i) ? 'mine' : undefined}>
                <td>{name}</td>
                <td>
                  <code>{left || '—'}</code>
                </td>
                <td className="num">{end.settlement[i] ? `+${formatNumber(end.settlement[i], lang)}` : '0'}</td>
                <td className="num" data-testid={`sc-final-${i}`}>
                  {formatNumber(props.scores[i] ?? 0, lang)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="sc-winner" data-testid="sc-winner">
        <strong>{winnerLine(sc, winners, local !== undefined)}</strong>
      </p>
      {local && (
        <>
          <SavingStatus
            saving={local.saving}
            text={{ saving: sc.saving, saved: sc.saved, retry: sc.retry }}
            testIds={{ saved: 'sc-saved', failed: 'sc-save-failed' }}
            onRetry={local.onRetry}
          />
          <div className="row">
            <button type="button" className="button" data-testid="sc-replay-open" onClick={local.onReplay}>
              {sc.replay}
            </button>
            <button type="button" className="button primary" onClick={local.onNew}>
              {t.newGame}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
