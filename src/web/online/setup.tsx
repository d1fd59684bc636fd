// "Play online" on a game's set-up screen: who plays each seat (you, a person by invite link, the computer at a
// level), the time control, listed in the lobby or not; the game's own params (size, rules, lexicon) come from
// the set-up form beside it. Creating the game keeps your seat's token and the invites, then opens its page.
import { useId, useState } from 'react';
import { CLOCK_LIMITS } from '../../online/protocol.js';
import { useLang } from '../i18n.js';
import { readWhole } from '../numberField.js';
import { navigate } from '../router.js';
import { load, store } from '../storage.js';
import { type ClockSpec, createGame, type OnlineGameName, type SeatSpec } from './client.js';
import { gamePath, keepInvites, keepToken } from './tokens.js';
import { gameTitle } from './words.js';

/** The name SameGame and Konobi ask for and keep; the online pages use and keep it too. */
export const PLAYER_KEY = 'player';
export const NAME_MAX = 24;

type Who = 'you' | 'person' | 'computer';

interface SeatChoice {
  readonly who: Who;
  readonly level: number;
}

export interface OnlineSetupProps {
  readonly game: OnlineGameName;
  /** The params in their canonical text, from the set-up form beside this one. */
  readonly params: string;
  /** The seats' names in turn order (Konobi: Black, White; Scarabeo: Seat 1…n). */
  readonly seatNames: readonly string[];
  readonly levels: readonly { readonly value: number; readonly label: string }[];
  readonly defaultLevel: number;
  /** Why the set-up form beside has no valid params now (a field typed wrong), refused on Create. */
  readonly paramsProblem?: string | undefined;
  /** Konobi's clock is minutes plus an increment; Scarabeo's a total per player. */
  readonly increment: boolean;
}

/** Four seats, whatever the count now: a change of the player count keeps each seat's choice. */
function initialSeats(level: number): SeatChoice[] {
  return Array.from({ length: 4 }, (_, i) => ({ who: i === 0 ? 'you' : 'person', level }));
}

function clockOf(kind: ClockSpec['kind'], minutes: number, incrementS: number, days: number): ClockSpec {
  if (kind === 'clock') return { kind, initialMs: minutes * 60_000, incrementMs: incrementS * 1000 };
  if (kind === 'correspondence') return { kind, daysPerMove: days };
  return { kind: 'none' };
}

/** The clock's number fields and their bounds, within what the server accepts (whole minutes from 1). */
const BOUNDS = {
  minutes: [1, CLOCK_LIMITS.maxInitialMs / 60_000],
  increment: [0, CLOCK_LIMITS.maxIncrementMs / 1000],
  days: [CLOCK_LIMITS.minDays, CLOCK_LIMITS.maxDays],
} as const;

export function OnlineSetup(props: OnlineSetupProps) {
  const { t } = useLang();
  const ol = t.ol;
  const id = useId();
  const count = props.seatNames.length;
  const [name, setName] = useState(() => load(PLAYER_KEY) ?? '');
  const [seats, setSeats] = useState<SeatChoice[]>(() => initialSeats(props.defaultLevel));
  const [timeKind, setTimeKind] = useState<ClockSpec['kind']>('none');
  // The fields hold what is typed; Create reads them (a clamp per keystroke made 15 of "1" then "5").
  const [minutes, setMinutes] = useState(props.increment ? '10' : '25');
  const [incrementS, setIncrementS] = useState('5');
  const [days, setDays] = useState('3');
  const [listed, setListed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  const shown = seats.slice(0, count);
  const setWho = (i: number, who: Who) =>
    setSeats((all) =>
      all.map((s, j) => {
        if (j === i) return { ...s, who };
        // One seat is yours: choosing it for another seat makes the old one a person's.
        return who === 'you' && s.who === 'you' ? { ...s, who: 'person' } : s;
      }),
    );

  const submit = async () => {
    if (props.paramsProblem !== undefined) return setMessage(props.paramsProblem);
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > NAME_MAX) return setMessage(ol.nameInvalid);
    const sit = shown.findIndex((s) => s.who === 'you');
    if (sit < 0) return setMessage(ol.needYou);
    // Only the fields the chosen time control shows are read; the first one wrong is named, and nothing is sent.
    const wanted: (keyof typeof BOUNDS)[] =
      timeKind === 'clock'
        ? ['minutes', ...(props.increment ? (['increment'] as const) : [])]
        : timeKind === 'correspondence'
          ? ['days']
          : [];
    const typed = { minutes, increment: incrementS, days };
    const read = { minutes: 0, increment: 0, days: 0 };
    for (const field of wanted) {
      const [min, max] = BOUNDS[field];
      const v = readWhole(typed[field], min, max);
      if (!v.ok) return setMessage(t.numberProblem(ol.fieldNames[field], v.error, min, max));
      read[field] = v.value;
    }
    const specs: SeatSpec[] = shown.map((s) =>
      s.who === 'computer' ? { kind: 'computer', level: s.level } : { kind: 'person' },
    );
    setBusy(true);
    setMessage(undefined);
    store(PLAYER_KEY, trimmed);
    const r = await createGame({
      game: props.game,
      params: props.params,
      seats: specs,
      clock: clockOf(timeKind, read.minutes, read.increment, read.days),
      listed,
      name: trimmed,
      sit,
    });
    setBusy(false);
    if (!r.ok) return setMessage(r.error.kind === 'offline' ? ol.offline : ol.refused(r.error.message));
    keepToken(r.value.id, r.value.token);
    keepInvites(r.value.id, r.value.invites);
    navigate(gamePath(r.value.id));
  };

  return (
    <section className="panel online-setup" aria-labelledby={`${id}-title`} data-testid="online-setup">
      <details>
        <summary>
          <h2 id={`${id}-title`}>{ol.playOnline}</h2>
        </summary>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="muted">{ol.setupNote}</p>
          <p data-testid="online-setup-game">{ol.setupGame(gameTitle(props.game, props.params, t))}</p>
          <label className="online-field">
            {ol.yourName}{' '}
            <input
              value={name}
              maxLength={NAME_MAX}
              autoComplete="nickname"
              onChange={(e) => setName(e.target.value)}
              data-testid="online-name"
            />
          </label>
          <div className="online-seats">
            {shown.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions at the table, not moving items.
              <fieldset key={i} className="online-seat" data-testid={`online-seat-${i}`}>
                <legend>{props.seatNames[i]}</legend>
                <select
                  value={s.who}
                  aria-label={ol.seatLabel(props.seatNames[i] ?? '')}
                  onChange={(e) => setWho(i, e.target.value as Who)}
                  data-testid={`online-seat-${i}-who`}
                >
                  {(['you', 'person', 'computer'] as const).map((w) => (
                    <option key={w} value={w}>
                      {ol.seatKinds[w]}
                    </option>
                  ))}
                </select>
                {s.who === 'computer' && (
                  <label>
                    {ol.level}{' '}
                    <select
                      value={s.level}
                      onChange={(e) =>
                        setSeats((all) => all.map((x, j) => (j === i ? { ...x, level: Number(e.target.value) } : x)))
                      }
                      data-testid={`online-seat-${i}-level`}
                    >
                      {props.levels.map((l) => (
                        <option key={l.value} value={l.value}>
                          {l.label}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </fieldset>
            ))}
          </div>
          <fieldset className="online-time">
            <legend>{ol.timeControl}</legend>
            {(['none', 'clock', 'correspondence'] as const).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  checked={timeKind === k}
                  onChange={() => setTimeKind(k)}
                  data-testid={`online-time-${k}`}
                />
                {ol.timeKinds[k]}
              </label>
            ))}
            {timeKind === 'clock' && (
              <div className="row">
                <label>
                  {ol.minutes}{' '}
                  <input
                    type="number"
                    min={BOUNDS.minutes[0]}
                    max={BOUNDS.minutes[1]}
                    value={minutes}
                    onChange={(e) => setMinutes(e.target.value)}
                    data-testid="online-minutes"
                  />
                </label>
                {props.increment && (
                  <label>
                    {ol.increment}{' '}
                    <input
                      type="number"
                      min={BOUNDS.increment[0]}
                      max={BOUNDS.increment[1]}
                      value={incrementS}
                      onChange={(e) => setIncrementS(e.target.value)}
                      data-testid="online-increment"
                    />
                  </label>
                )}
              </div>
            )}
            {timeKind === 'correspondence' && (
              <label>
                {ol.daysPerMove}{' '}
                <input
                  type="number"
                  min={BOUNDS.days[0]}
                  max={BOUNDS.days[1]}
                  value={days}
                  onChange={(e) => setDays(e.target.value)}
                  data-testid="online-days"
                />
              </label>
            )}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={listed}
              onChange={(e) => setListed(e.target.checked)}
              data-testid="online-listed"
            />
            {ol.listed}
          </label>
          {message && (
            <p className="error" role="alert" data-testid="online-setup-error">
              {message}
            </p>
          )}
          <button type="submit" className="button primary" disabled={busy} data-testid="online-create">
            {busy ? ol.creating : ol.create}
          </button>
        </form>
      </details>
    </section>
  );
}
