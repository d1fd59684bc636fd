// What the terminal shows of each state the server sends: the first time, who plays whom and the board; then
// each new move by the seat that made it, the board again when the game moved, whose turn it is with the
// clocks, seats coming and going, rematch offers and the end. Pure: states in, text out.
import { everySeatTaken, offersRematch } from '../../online/protocol.js';
import type { Lang } from '../lang.js';
import { printable } from '../text.js';
import type { OnlineFace } from './faces.js';
import type { StateMessage } from './messages.js';
import { words } from './text.js';

/** m:ss, or h:mm:ss from an hour; never below zero. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export class Screen {
  private last: StateMessage | undefined;
  private legendShown = false;

  constructor(
    private readonly face: OnlineFace,
    private readonly lang: Lang,
    private readonly color: boolean,
  ) {}

  /** Forget the game shown (a rematch follows a new one). */
  reset(): void {
    this.last = undefined;
  }

  private get t() {
    return words(this.lang);
  }

  /** A seat's name as others read it: "Ada (Black, X)"; "you" for this terminal's seat. */
  name(s: StateMessage, seat: number, self = true): string {
    const t = this.t;
    const info = s.seats[seat];
    const name =
      info === undefined
        ? t.seat(seat)
        : info.kind === 'computer'
          ? t.computer(info.level)
          : printable(info.name ?? '') || (info.taken ? t.seat(seat) : t.freeSeat(seat));
    const role = this.face.role(s, seat, this.lang);
    const who = self && seat === s.seat ? t.you(name) : name;
    return role === '' ? who : `${who} (${role})`;
  }

  /** The text for a newly arrived state (empty when nothing a person would notice changed). */
  show(s: StateMessage): string {
    const before = this.last;
    this.last = s;
    if (!before || before.id !== s.id) return `${this.intro(s)}\n${this.redraw(s)}`;
    const lines: string[] = [];
    // Moves arrive in order; a shorter list than before is another game: show it whole.
    const fresh = s.moves.length >= before.moves.length ? s.moves.slice(before.moves.length) : s.moves;
    const firstNew = s.moves.length - fresh.length;
    fresh.forEach((move, i) => {
      // One new move was made by the seat that was to move; after a gap, the seats' order tells.
      const mover = fresh.length === 1 && before.toMove !== null ? before.toMove : this.moverOf(s, firstNew + i);
      const role = this.face.role(s, mover, this.lang);
      lines.push(
        mover === s.seat ? this.t.youPlay(role, printable(move)) : this.t.plays(this.name(s, mover), printable(move)),
      );
    });
    lines.push(...this.seatChanges(before, s));
    // After the end only rematch offers change: their line, not the board again.
    const stillOver = before.status === 'over' && s.status === 'over';
    if (!stillOver && (s.version !== before.version || s.status !== before.status)) lines.push(this.redraw(s, before));
    else if (this.rematchChanged(before, s)) lines.push(this.rematchLine(s));
    return lines.filter((l) => l !== '').join('\n');
  }

  /** The board, the end or whose turn it is, and the clocks. */
  redraw(s: StateMessage, before?: StateMessage): string {
    const names = s.seats.map((_, i) => this.name(s, i, false));
    const drawn = this.face.draw(s, {
      lang: this.lang,
      color: this.color,
      legend: !this.legendShown,
      names,
      ...(before ? { before } : {}),
    });
    this.legendShown = true;
    const lines = [drawn.ok ? drawn.value : this.t.unreadableView(drawn.error)];
    if (s.status === 'over') lines.push(this.endLine(s), this.rematchLine(s));
    else lines.push(this.turnLine(s));
    const clocks = this.clockLine(s);
    if (clocks) lines.push(clocks);
    if (s.status !== 'over') lines.push(this.firstMoveLine(s), this.claimLine(s));
    return `\n${lines.filter((l) => l !== '').join('\n')}`;
  }

  prompt(s: StateMessage): string {
    const t = this.t;
    if (s.seat !== null && s.status === 'playing' && s.toMove === s.seat) return t.yourMovePrompt;
    return '> ';
  }

  /**
   * Who made move `i`: the seats take turns from seat 0. Konobi's pass and Scarabeo's pass and exchange are
   * moves too, so the order holds; the pie rule changes colours, not the order of turns.
   */
  private moverOf(s: StateMessage, i: number): number {
    return i % Math.max(1, s.seats.length);
  }

  private intro(s: StateMessage): string {
    const t = this.t;
    const players = s.seats.map((_, i) => this.name(s, i)).join(', ');
    // Konobi's params are its size: the board is named as the local game and the browser name it, "Konobi 5×5".
    const head =
      s.game === 'konobi'
        ? t.intro('Konobi', `${s.params}×${s.params}`, s.id, players)
        : t.intro('Scarabeo', s.params, s.id, players);
    // Konobi has no racks: the note that none is shown is Scarabeo's.
    return s.seat === null ? `${head}\n${t.spectating(s.game === 'scarabeo')}` : head;
  }

  private turnLine(s: StateMessage): string {
    const t = this.t;
    if (s.status === 'waiting') {
      const free = s.seats.flatMap((x, i) => (x.kind === 'person' && !x.taken ? [i + 1] : []));
      return t.waitingForPlayers(free);
    }
    if (s.toMove === null) return '';
    if (s.toMove === s.seat) {
      const note = this.face.yourTurnNote?.(s, this.lang) ?? '';
      return `${t.yourTurn(this.face.role(s, s.toMove, this.lang))}${note === '' ? '' : `\n${note}`}`;
    }
    return t.theirTurn(this.name(s, s.toMove));
  }

  private clockLine(s: StateMessage): string {
    const t = this.t;
    if (s.clock?.kind === 'correspondence' && s.clock.daysPerMove !== undefined) {
      return t.correspondence(s.clock.daysPerMove);
    }
    if (!s.clocks) return '';
    const parts = s.clocks.remainingMs.map((ms, i) => {
      const running = s.clocks?.running === i && s.status === 'playing' ? ' ◀' : '';
      return `${this.name(s, i)} ${formatClock(ms)}${running}`;
    });
    return t.clocks(parts.join(' · '));
  }

  private claimLine(s: StateMessage): string {
    if (s.claimableAt === null || s.seat === null || s.toMove === s.seat || s.toMove === null) return '';
    const at = new Date(s.claimableAt).toISOString().slice(11, 16);
    return this.t.claimable(this.name(s, s.toMove), at);
  }

  /** Before the first move of the seat to move (with a clock): by when, or the game is aborted. */
  private firstMoveLine(s: StateMessage): string {
    if (s.firstMoveBy === null || s.toMove === null || s.status !== 'playing') return '';
    const at = new Date(s.firstMoveBy).toISOString().slice(11, 19);
    return s.toMove === s.seat ? this.t.firstMoveYou(at) : this.t.firstMoveOther(this.name(s, s.toMove), at);
  }

  private endLine(s: StateMessage): string {
    const t = this.t;
    if (s.end?.reason === 'aborted' && s.end.seat !== undefined) {
      return s.end.seat === s.seat ? t.abortedYou : t.aborted(this.name(s, s.end.seat));
    }
    const winners = s.outcome?.winners ?? [];
    const reason = s.end?.reason ?? 'rules';
    const who = winners.map((w) => this.name(s, w));
    return t.over(reason, who, s.end?.result ?? '');
  }

  private rematchChanged(a: StateMessage, b: StateMessage): boolean {
    return JSON.stringify(a.rematch) !== JSON.stringify(b.rematch);
  }

  private rematchLine(s: StateMessage): string {
    if (!offersRematch(s.end, everySeatTaken(s.seats))) return s.seat === null ? '' : this.t.noRematch;
    const offered = s.rematch?.offeredBy ?? [];
    if (offered.length === 0) return s.seat === null ? '' : this.t.rematchHow;
    if (s.seat !== null && !offered.includes(s.seat)) return this.t.rematchOffered(offered.map((i) => this.name(s, i)));
    return this.t.rematchWaiting;
  }

  private seatChanges(a: StateMessage, b: StateMessage): string[] {
    const lines: string[] = [];
    b.seats.forEach((seat, i) => {
      const was = a.seats[i];
      if (seat.kind !== 'person' || was?.kind !== 'person' || i === b.seat) return;
      if (!was.taken && seat.taken) lines.push(this.t.joined(this.name(b, i)));
      else if (was.connected && !seat.connected) lines.push(this.t.disconnected(this.name(b, i)));
      else if (!was.connected && seat.connected) lines.push(this.t.connected(this.name(b, i)));
    });
    return lines;
  }
}
