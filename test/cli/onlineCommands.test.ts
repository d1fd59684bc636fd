// Local play's commands in an online game at the terminal, against the real server: legal and position answer
// from the seat's own view, hint and undo say they are not online; a rematch is said once, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, LiveRun, ScriptedPlayer, startServer, type TestServer } from './onlineHelpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('ludoteca konobi --join: the commands of local play', () => {
  it('answers legal and position, refuses hint and undo as not online, and says a rematch once', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token);
    const cli = new LiveRun(['konobi', '--join', `${server.url}/online/${game.id}#${game.token}`]);
    cli.end('hint\nundo\nlegal\nposition\nc1\nc2\nc3\nc4\nc5\nrivincita\n');
    let newGame = '';
    try {
      for (const move of ['a1', 'a2', 'a3', 'a4']) {
        const state = await bo.turn();
        if (state.status === 'over') break;
        expect((await bo.move(move)).type).toBe('ack');
      }
      await bo.next((m) => m.type === 'state' && m.status === 'over');
      const from = bo.received.length;
      bo.send({ type: 'rematch', id: 'bo-rematch' });
      const rematch = await bo.next((m) => m.type === 'rematch', 30_000, from);
      newGame = String(rematch.game);
      const bo2 = await ScriptedPlayer.join(server, newGame, String(rematch.token));
      await bo2.turn();
      expect((await bo2.move('c3')).type).toBe('ack');
      await cli.waitFor(/Leaving the game/, 30_000);
      bo2.close();
    } catch (e) {
      throw new Error(`${e}\nstdout:\n${cli.stdout}\nstderr:\n${cli.stderr}`);
    } finally {
      bo.close();
    }
    const r = await cli.done;
    expect(r.stderr).toBe('');
    // The two refused lines make the script's run exit 1.
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('> hint\nRefused: hints are not available in online games.');
    expect(r.stdout).toContain('> undo\nRefused: undo is not available in an online game');
    expect(r.stdout).toMatch(/> legal\na1 b1 c1 d1 e1 a2 .* e5\n/);
    expect(r.stdout).toMatch(/> position\n\.{5}(\/\.{5}){4}\/to-move: black\n/);
    expect(r.stdout).not.toContain('is not a move');
    // The rematch: its start is said, and nothing about the offer follows it.
    expect(r.stdout).toContain(`The rematch starts: ${server.url}/online/${newGame}#`);
    expect(r.stdout).not.toContain('Rematch offered (or accepted)');
    expect(r.stdout.split('The rematch starts')[1]).not.toMatch(/Rematch offered/);
  }, 90_000);
});

describe('ludoteca scarabeo --join: position from the seat view', () => {
  it("prints the board and this seat's own rack, never the other's; legal is not an online command", async () => {
    const game = await createGame(server, {
      game: 'scarabeo',
      params: '2p',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const bo = await ScriptedPlayer.join(server, game.id, game.invites[0]?.token);
    const cli = new LiveRun(['scarabeo', '--join', `${server.url}/online/${game.id}#${game.token}`]);
    cli.end('position\nlegal\npass\npass\n');
    try {
      for (const move of ['pass', 'pass']) {
        const state = await bo.turn();
        if (state.status === 'over') break;
        expect((await bo.move(move)).type).toBe('ack');
      }
      await bo.next((m) => m.type === 'state' && m.status === 'over');
    } catch (e) {
      throw new Error(`${e}\nstdout:\n${cli.stdout}\nstderr:\n${cli.stderr}`);
    }
    const r = await cli.done;
    const [adaRack, boRack] = (bo.state.view as { racks: string[] }).racks as [string, string];
    const position = r.stdout.split('> position\n')[1] as string;
    expect(position).toMatch(new RegExp(`^(\\.{17}\\n){17}rack: ${adaRack.replace('?', '\\?')}\\nrules: seed\\n`));
    expect(r.stdout.split('> legal\n')[1]).toMatch(/^Refused: legal is not available in an online game/);
    // Bo's rack is shown only once, in the end's list.
    expect(r.stdout.split(boRack)).toHaveLength(2);
    expect(r.status).toBe(1);
    bo.close();
  }, 60_000);
});
