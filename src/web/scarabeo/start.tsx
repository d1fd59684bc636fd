// Scarabeo's start screen: the number of players, each a name and a person or the computer with a level, a
// computers-only game to watch, the rules and the lexicon, "Play online" on those settings (online/setup.tsx), the
// example positions, and the recent games.
import { useState } from 'react';
import { describeNameProblem } from '../../core/messages.js';
import { nameClash, parsePlayerName } from '../../core/names.js';
import { EXAMPLES } from '../../games/scarabeo/examples.js';
import { formatParams, LIMITS, type ScarabeoParams } from '../../games/scarabeo/params.js';
import { formatNumber } from '../formatNumber.js';
import { playerShown, useLang } from '../i18n.js';
import { OnlineSetup } from '../online/setup.js';
import { RecentGames } from '../recent.js';
import { linkHandler } from '../router.js';
import { DEFAULT_LEVEL, LEVELS, type Seat, type Table } from './session.js';
import type { ScarabeoText } from './text.js';
import { RULES_PATH } from './urls.js';

/**
 * The server's result "1:312-280" (winning seats, 1-based, joined by "=", then the scores) in words, each winner
 * by name when the record has the seats' names ("Player 2" otherwise).
 */
function describeResult(
  result: string | null,
  players: readonly string[] | null,
  sc: ScarabeoText,
  lang: string,
): string {
  const m = result ? /^(\d+(?:=\d+)*):(\d+(?:-\d+)*)$/.exec(result) : null;
  if (!m) return result ?? '—';
  const names = (m[1] as string).split('=').map((n) => players?.[Number(n) - 1] ?? sc.seat(Number(n)));
  const scores = (m[2] as string)
    .split('-')
    .map((s) => formatNumber(Number(s), lang))
    .join('–');
  return `${names.length > 1 ? sc.recentTie(names) : sc.recentWinner(names[0] as string)} (${scores})`;
}

export interface StartProps {
  readonly params?: ScarabeoParams;
  /** A shared link's seed: the deal is fixed, the players are chosen here. */
  readonly seed?: string;
  readonly onStart: (table: Table) => void;
  readonly newSeed: () => string;
}

function defaultSeats(n: number, you: string, computer: (i: number) => string): Seat[] {
  return Array.from({ length: n }, (_, i) =>
    i === 0
      ? { name: you, kind: 'person', level: DEFAULT_LEVEL }
      : { name: computer(i), kind: 'computer', level: DEFAULT_LEVEL },
  );
}

export function StartScreen({ params, seed, onStart, newSeed }: StartProps) {
  const { t, lang } = useLang();
  const sc = t.sc;
  const [count, setCount] = useState(params?.players ?? 2);
  const [seats, setSeats] = useState<Seat[]>(() => defaultSeats(4, sc.you, sc.computerName));
  const [rules, setRules] = useState(params?.rules ?? 'seed');
  const [lexicon, setLexicon] = useState(params?.lexicon ?? 'standard');

  const setSeat = (i: number, change: Partial<Seat>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const [nameError, setNameError] = useState<{ readonly seat: number; readonly text: string } | undefined>();
  /**
   * The first `n` seats with their names as kept (a blank one named for its seat), or the first name the rule every
   * face follows refuses (core/names.ts), which the saved game would otherwise carry and have refused when read back.
   */
  const checked = (n: number): Seat[] | { readonly seat: number; readonly text: string } => {
    const out: Seat[] = [];
    for (const [i, s] of seats.slice(0, n).entries()) {
      const name = parsePlayerName(
        s.name.trim() || (s.kind === 'computer' ? sc.computerName(i) : sc.defaultName(i + 1)),
      );
      if (!name.ok) return { seat: i, text: sc.badName(i + 1, describeNameProblem(name.error, lang)) };
      out.push({ ...s, name: name.value });
    }
    // Two seats of one name (a blank one named for its seat too): the end would say "Ada wins!" for either.
    const clash = nameClash(out.map((s) => s.name));
    if (clash) return { seat: clash[1], text: sc.sameName(clash[0] + 1, clash[1] + 1, out[clash[1]]?.name ?? '') };
    return out;
  };
  /** Starts with the first `n` seats, or says which name is refused and starts nothing. */
  const startWith = (n: number, start: (seats: Seat[]) => void) => {
    const table = checked(n);
    if (!Array.isArray(table)) return setNameError(table);
    setNameError(undefined);
    start(table);
  };
  const allComputers = seats.slice(0, count).every((s) => s.kind === 'computer');
  const text = formatParams({ players: count, rules, lexicon });

  return (
    <div className="sc-start">
      <form
        className="panel"
        data-testid="sc-start"
        onSubmit={(e) => {
          e.preventDefault();
          startWith(count, (seats) => onStart({ params: text, seed: seed ?? newSeed(), seats }));
        }}
      >
        <h1>{sc.newGame}</h1>
        {seed !== undefined && <p className="notice">{sc.sharedDeal(`scarabeo:${text}#${seed}`)}</p>}
        <fieldset className="sc-count">
          <legend>{sc.players}</legend>
          {[2, 3, 4].map((n) => (
            <button
              key={n}
              type="button"
              className="button"
              aria-pressed={count === n}
              data-testid={`sc-players-${n}`}
              disabled={n < LIMITS.minPlayers || n > LIMITS.maxPlayers}
              onClick={() => setCount(n)}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className="button"
            aria-pressed={allComputers}
            data-testid="sc-watch-all"
            onClick={() =>
              setSeats((all) =>
                all.map((s, i) => ({
                  ...s,
                  kind: 'computer',
                  name: sc.computerName(i + 1),
                })),
              )
            }
          >
            {sc.watch}
          </button>
        </fieldset>
        {allComputers && <p className="muted">{sc.watchNote}</p>}
        <div className="sc-seats">
          {seats.slice(0, count).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, not items that move.
            <fieldset key={i} className="sc-seat" data-testid={`sc-seat-${i}`}>
              <legend>{sc.seat(i + 1)}</legend>
              <label>
                {sc.name}{' '}
                <input
                  value={s.name}
                  maxLength={20}
                  aria-invalid={nameError?.seat === i}
                  aria-describedby={nameError?.seat === i ? 'sc-name-error' : undefined}
                  onChange={(e) => setSeat(i, { name: e.target.value })}
                  data-testid={`sc-seat-${i}-name`}
                />
              </label>
              <select
                value={s.kind}
                aria-label={sc.seat(i + 1)}
                onChange={(e) => setSeat(i, { kind: e.target.value as Seat['kind'] })}
                data-testid={`sc-seat-${i}-kind`}
              >
                <option value="person">{sc.person}</option>
                <option value="computer">{sc.computer}</option>
              </select>
              <label>
                {sc.level}{' '}
                <select
                  value={s.level}
                  disabled={s.kind !== 'computer'}
                  onChange={(e) => setSeat(i, { level: Number(e.target.value) })}
                  data-testid={`sc-seat-${i}-level`}
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {sc.levelNames[l - 1]}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          ))}
        </div>
        <fieldset className="sc-options">
          <legend>{sc.rulesOption}</legend>
          <label>
            <input
              type="radio"
              checked={rules === 'seed'}
              onChange={() => setRules('seed')}
              data-testid="sc-rules-seed"
            />
            {sc.rulesSeed}
          </label>
          <label>
            <input
              type="radio"
              checked={rules === 'editrice'}
              onChange={() => setRules('editrice')}
              data-testid="sc-rules-editrice"
            />
            {sc.rulesEditrice}
          </label>
        </fieldset>
        <fieldset className="sc-options">
          <legend>{sc.lexicon}</legend>
          <label>
            <input
              type="radio"
              checked={lexicon === 'standard'}
              onChange={() => setLexicon('standard')}
              data-testid="sc-lexicon-standard"
            />
            {sc.lexiconStandard}
          </label>
          <label>
            <input
              type="radio"
              checked={lexicon === 'full'}
              onChange={() => setLexicon('full')}
              data-testid="sc-lexicon-full"
            />
            {sc.lexiconFull}
          </label>
        </fieldset>
        {nameError && (
          <p className="error" role="alert" id="sc-name-error" data-testid="sc-name-error">
            {nameError.text}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button primary" data-testid="sc-start-game">
            {sc.start}
          </button>
          <a className="text-link" href={RULES_PATH} onClick={linkHandler(RULES_PATH)}>
            {t.rules}
          </a>
        </div>
      </form>
      <OnlineSetup
        game="scarabeo"
        params={text}
        seatNames={Array.from({ length: count }, (_, i) => sc.seat(i + 1))}
        levels={LEVELS.map((l) => ({ value: l, label: sc.levelNames[l - 1] ?? String(l) }))}
        defaultLevel={DEFAULT_LEVEL}
        increment={false}
      />
      <section className="panel sc-examples" aria-labelledby="sc-examples-title">
        <h2 id="sc-examples-title">{sc.examplesTitle}</h2>
        <p className="muted">{sc.examplesNote}</p>
        <ul>
          {EXAMPLES.map((e) => (
            <li key={e.id} data-example={e.id}>
              <div>
                <strong>{e.title[lang]}</strong>
                <p className="muted">{e.description[lang]}</p>
              </div>
              <button
                type="button"
                className="button"
                data-testid={`sc-example-${e.id}`}
                onClick={() => {
                  const rulesLine = /^rules:\s*(\w+)/m.exec(e.position)?.[1];
                  const exRules = rulesLine === 'editrice' ? 'editrice' : rules;
                  startWith(2, (seats) =>
                    onStart({ params: formatParams({ players: 2, rules: exRules, lexicon }), example: e.id, seats }),
                  );
                }}
              >
                {sc.load}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {/* The shared list, as on the other games' pages: every seat's name, and the result in words. */}
      <RecentGames
        game="scarabeo"
        testId="sc-recent"
        className="panel sc-recent"
        result={(r) => describeResult(r.result, r.players, sc, lang)}
        player={(r) => r.players?.join(', ') ?? playerShown(r.player, t)}
        playerTitle={t.players}
      />
    </div>
  );
}
