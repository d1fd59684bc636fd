// `ludoteca konobi|scarabeo --join` against the real server: the binary, with piped stdin, plays a seat of a game
// created over HTTP against a scripted WebSocket player to the end; a refused move shows the server's message;
// a spectator watches a game to its end; Scarabeo shows the seat's rack and ends by passes; Italian words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeScarabeoError } from '../../src/games/scarabeo/messages.js';
import { ludoteca, oneLineError } from './helpers.js';
import { createGame, LiveRun, ScriptedPlayer, startServer, type TestServer } from './onlineHelpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Plays `moves` for the scripted player, each when it is its turn, and returns the last state it saw. */
async function playAlong(
  player: ScriptedPlayer,
  moves: readonly string[],
  toTheEnd = true,
): Promise<Record<string, unknown>> {
  for (const move of moves) {
    const state = await player.turn();
    if (state.status === 'over') return state;
    const answer = await player.move(move);
    expect(answer.type).toBe('ack');
  }
  return toTheEnd ? player.next((m) => m.type === 'state' && m.status === 'over') : player.state;
}

describe('ludoteca konobi --join', () => {
  it('plays a game to the end against a scripted player, with a refused move answered by the server', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token);
    // Black (the terminal) runs a column down c; c1 twice: the second is refused by the server, then play goes on.
    const cli = new LiveRun(['konobi', '--join', `${server.url}/online/${game.id}#${game.token}`]);
    cli.end('c1\nc1\nc2\nc3\nc4\nc5\n');
    const last = await playAlong(bo, ['a1', 'a2', 'a3', 'a4', 'a5']);
    const r = await cli.done;
    expect(last.status).toBe('over');
    expect(r.stderr).toBe('');
    // A script's refused line makes the run exit 1, as in every other game.
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`Konobi 5×5 online (${game.id}): Ada — you (Black, X), Bo (White, O).`);
    expect(r.stdout).toContain('Bo (White, O) plays a1.');
    expect(r.stdout).toMatch(/Refused: c1 is already taken/);
    expect(r.stdout).toMatch(/The game is over: Ada — you \(Black, X\) wins/);
    // The board from the seat's view, with the winning chain in brackets.
    expect(r.stdout).toContain('[X]');
    bo.close();
  });

  it('takes a free seat from a link without a token, resigns, and the other seat sees it', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '7',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const ada = await ScriptedPlayer.join(server, game.id, game.token, 'Ada');
    const cli = new LiveRun(['konobi', '--join', `${server.url}/online/${game.id}`, '--name', 'Cleo']);
    await cli.waitFor(
      /You took seat 2\. Your seat's link, to come back: http:\/\/127\.0\.0\.1:\d+\/online\/[a-z0-9]{16}#[\w-]{22,}/,
    );
    await cli.waitFor(/Waiting for Ada \(Black, X\) to move\./);
    await ada.move('d4');
    await cli.waitFor(/Ada \(Black, X\) plays d4\./);
    cli.end('resign\n');
    const r = await cli.done;
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('You resigned.');
    const over = await ada.next((m) => m.type === 'state' && m.status === 'over');
    expect((over.end as { reason: string }).reason).toBe('resign');
    ada.close();
  });

  it('watches as a spectator when every seat is taken, to the end of the game', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const ada = await ScriptedPlayer.join(server, game.id, game.token, 'Ada');
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token, 'Bo');
    const cli = new LiveRun(['konobi', '--join', `${server.url}/online/${game.id}`]);
    // End of input at once: a spectator goes on watching until the game ends.
    cli.end('c3\n');
    await cli.waitFor(/Every seat is taken: watching the game as a spectator\./);
    // Its socket follows the game once it has shown the board; moves made before that it would only see as the
    // final board.
    await cli.waitFor(/You are watching: every seat is taken/);
    await Promise.all([playAlong(ada, ['c1', 'c2', 'c3', 'c4', 'c5']), playAlong(bo, ['a1', 'a2', 'a3', 'a4', 'a5'])]);
    const r = await cli.done;
    expect(r.stdout).toContain('Refused: you are watching, not playing');
    expect(r.stdout).toContain('Ada (Black, X) plays c5.');
    expect(r.stdout).toMatch(/The game is over: Ada \(Black, X\) wins/);
    expect(r.status).toBe(1);
    ada.close();
    bo.close();
  });
});

describe('ludoteca scarabeo --join', () => {
  it('shows the seat its rack (and no other), passes to the end, in Italian', async () => {
    const game = await createGame(server, {
      game: 'scarabeo',
      params: '2p',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token);
    const cli = new LiveRun(['scarabeo', '--lang', 'it', '--join', `${server.url}/online/${game.id}#${game.token}`]);
    cli.end('passo\n9I ZZZ\nsuggerimento\n9I casa\nswap I9\npass\npass\n');
    await playAlong(bo, ['pass', 'pass']);
    const r = await cli.done;
    // Every rack the terminal showed is its own (passes keep it), and Bo's appears only in the end's list.
    const [adaRack, boRack] = (bo.state.view as { racks: string[] }).racks as [string, string];
    const shown = r.stdout.split('\n').filter((l) => l.startsWith('Il tuo leggio: '));
    expect(shown.length).toBeGreaterThan(0);
    for (const line of shown) expect(line).toBe(`Il tuo leggio: ${adaRack.split('').join(' ')}`);
    expect(r.stdout.split(boRack)).toHaveLength(2);
    expect(r.stdout).toContain(`Leggii alla fine: Ada ${adaRack}, Bo ${boRack}`);
    expect(r.stdout).toContain('Bo gioca pass.');
    expect(r.stdout).toMatch(/La partita è finita/);
    // The server refuses these with the engine's reason beside its English text; the terminal words that reason
    // in Italian through the same describeError as local play (a swap under the seed rules only the server checks).
    expect(r.stdout).toMatch(/Rifiutata: "passo" non è una mossa/);
    expect(r.stdout).toMatch(/Rifiutata: servono 3 Z ma il leggio ne ha [0-2]\./);
    expect(r.stdout).toContain(`Rifiutata: ${describeScarabeoError({ code: 'swap-not-allowed' }, 'it')}.`);
    // A hint is not a move online: it says so; lowercase letters typed without a jolly say how to type tiles.
    expect(r.stdout).toContain('Rifiutato: i suggerimenti non sono disponibili nelle partite online.');
    if (!adaRack.includes('?')) {
      expect(r.stdout).toContain('ma il leggio ne ha 0; le minuscole sono jolly; scrivi CASA per giocare le tessere.');
    }
    expect(r.stdout).not.toMatch(/Refused|is not a move|swapping a jolly/);
    expect(r.status).toBe(1);
    bo.close();
  });
});

describe('ludoteca <game> --join a link of the other game', () => {
  it('exits 2 naming the right command, before taking a seat', async () => {
    const konobi = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const link = `${server.url}/online/${konobi.id}`;
    // Without a token the terminal would take the free seat: it must not.
    const r = ludoteca(['scarabeo', '--join', link]);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toBe(`ludoteca: this link is a konobi game: use \`ludoteca konobi --join ${link}\``);
    expect(r.stdout).toBe('');
    const snapshot = (await (await fetch(`${server.url}/api/online/games/${konobi.id}`)).json()) as {
      seats: { taken: boolean }[];
    };
    expect(snapshot.seats.map((s) => s.taken)).toEqual([true, false]);
    const scarabeo = await createGame(server, {
      game: 'scarabeo',
      params: '2p',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const seat = `${server.url}/online/${scarabeo.id}#${scarabeo.token}`;
    const back = ludoteca(['konobi', '--join', seat, '--lang', 'it']);
    expect(back.status).toBe(2);
    expect(oneLineError(back)).toBe(
      `ludoteca: questo link è una partita di scarabeo: usa \`ludoteca scarabeo --join ${seat}\``,
    );
  });
});

describe('ludoteca konobi --join when the server goes away', () => {
  it('reconnects with backoff after the server is killed and restarted, and finishes the game', async () => {
    const first = await startServer();
    const game = await createGame(first, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(first, game.id, game.invites[0]?.token);
    const cli = new LiveRun(['konobi', '--join', `${first.url}/online/${game.id}#${game.token}`]);
    let again: (TestServer & { db: string }) | undefined;
    try {
      cli.write('c1\n');
      await playAlong(bo, ['a1'], false);
      await cli.waitFor(/Bo \(White, O\) plays a1\./);
      bo.close();
      await first.crash();
      await cli.waitFor(/The connection dropped: trying again in \d+(\.\d)? s\./);
      again = await startServer(first.port, (first as TestServer & { db: string }).db);
      await cli.waitFor(/Connected again\./);
      const bo2 = await ScriptedPlayer.join(again, game.id, game.invites[0]?.token);
      cli.end('c2\nc3\nc4\nc5\n');
      await playAlong(bo2, ['a2', 'a3', 'a4', 'a5']);
      const r = await cli.done;
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      // Resynchronised from the server's state: the moves before the crash are on the board, none twice.
      expect(r.stdout).toMatch(/The game is over: Ada — you \(Black, X\) wins/);
      expect(r.stdout.match(/You \(Black, X\) play c1\./g)).toHaveLength(1);
      bo2.close();
    } catch (e) {
      throw new Error(`${e}\nstdout:\n${cli.stdout}\nstderr:\n${cli.stderr}`);
    } finally {
      cli.kill();
      await (again ?? first).stop();
    }
  }, 120_000);
});

describe('ludoteca konobi --join rematch', () => {
  it('offers a rematch after the end and follows the new game, where the other seat now opens', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token);
    const cli = new LiveRun(['konobi', '--join', `${server.url}/online/${game.id}#${game.token}`]);
    cli.end('c1\nc2\nc3\nc4\nc5\nrivincita\n');
    let newGame = '';
    try {
      await playAlong(bo, ['a1', 'a2', 'a3', 'a4']);
      const from = bo.received.length;
      bo.send({ type: 'rematch', id: 'bo-rematch' });
      const rematch = await bo.next((m) => m.type === 'rematch', 30_000, from);
      newGame = String(rematch.game);
      const bo2 = await ScriptedPlayer.join(server, newGame, String(rematch.token));
      // The first player rotated: Bo opens the new game, then it waits for the terminal, whose input is over.
      await playAlong(bo2, ['c3'], false);
      await cli.waitFor(/Leaving the game/, 30_000);
      bo2.close();
    } catch (e) {
      throw new Error(`${e}\nstdout:\n${cli.stdout}\nstderr:\n${cli.stderr}`);
    } finally {
      bo.close();
    }
    const r = await cli.done;
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`The rematch starts: ${server.url}/online/${newGame}#`);
    expect(r.stdout).toMatch(/Bo \(Black, X\), Ada — you \(White, O\)/);
    // Bo's c3 shows as a move, or in the first board when it came before the terminal said hello.
    expect(r.stdout).toContain('Your move (White, O).');
    expect(r.stdout).toMatch(/Leaving the game; it goes on on the server\. Back with: ludoteca konobi --join /);
  }, 60_000);
});

describe('ludoteca konobi --join when the server refuses the connection', () => {
  it('says that too many are open from this address, in English and Italian, and gets in once one closes', async () => {
    // One socket per address: Bo's takes it.
    const crowded = await startServer(0, undefined, { LUDOTECA_SOCKETS_PER_ADDRESS: '1' });
    const game = await createGame(crowded, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(crowded, game.id, game.invites[0]?.token);
    const link = `${crowded.url}/online/${game.id}#${game.token}`;
    const italian = new LiveRun(['konobi', '--join', link, '--lang', 'it']);
    const cli = new LiveRun(['konobi', '--join', link]);
    try {
      await italian.waitFor(
        /Il server ha rifiutato la connessione: ce ne sono troppe aperte dalla tua rete \(questo indirizzo\)\. Nuovo tentativo fra \d+(\.\d)? s\./,
      );
      italian.kill();
      await cli.waitFor(
        /The server refused the connection: too many are open from your network \(this address\)\. Trying again in \d+(\.\d)? s\./,
      );
      expect(cli.stdout).not.toMatch(/Connected again/);
      bo.close();
      await cli.waitFor(/Connected again\./);
      await cli.waitFor(/Ada — you \(Black, X\)/);
      cli.end();
      const r = await cli.done;
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect((await italian.done).stderr).not.toMatch(/\n\s+at /);
    } catch (e) {
      throw new Error(`${e}\nstdout:\n${cli.stdout}\nstderr:\n${cli.stderr}\nitalian:\n${italian.stdout}`);
    } finally {
      cli.kill();
      italian.kill();
      await crowded.stop();
    }
  });
});
