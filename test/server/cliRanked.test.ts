// The terminal asks the server named in LUDOTECA_SERVER for a ranked deal and posts the won game with its token;
// without an answer it deals and plays offline. The real binary against the real server, both built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ludoteca } from '../cli/helpers.js';
import { tempDir } from './fixtures.js';
import { ensureBuilt, killServer, type RealServer, startServer } from './realServer.js';

let server: RealServer;

beforeAll(async () => {
  ensureBuilt();
  server = await startServer({ LUDOTECA_DB: `${tempDir()}/cli.db`, LUDOTECA_WRITE_LIMIT: '0' });
}, 60_000);

afterAll(async () => {
  if (server) await killServer(server);
});

/** A 2×1 board of one kind has one pair whatever the seed: a1 b1 clears it. */
const TINY = ['shisensho', '--width', '2', '--height', '1', '--kinds', '1'];

describe('the terminal with LUDOTECA_SERVER', () => {
  it('plays the server’s deal and posts the win, which the server ranks', async () => {
    const r = ludoteca(TINY, { input: 'a1 b1\n', env: { LUDOTECA_SERVER: server.url, LUDOTECA_PLAYER: 'Tess' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`A ranked deal from ${server.url}.`);
    expect(r.stdout).toContain('Posted to the server: rank 1 in its high scores for this board.');
    const board = (await (await fetch(`${server.url}/api/scores?game=shisensho&params=2x1k1`)).json()) as {
      scores: { player: string; gameId: string; serverMs: number; claimedMs: number }[];
    };
    expect(board.scores).toEqual([
      expect.objectContaining({
        player: 'Tess',
        gameId: expect.stringMatching(/^shisensho:2x1k1#[a-z2-9]{12}$/),
        serverMs: expect.any(Number),
        claimedMs: 1000,
      }),
    ]);
    // The game the terminal played is the one the server dealt.
    expect(r.stdout).toContain((board.scores[0] as { gameId: string }).gameId);
  }, 60_000);

  it('posts the hints used with the win, and ends the game with the time and the hints and scrambles used', async () => {
    const args = ['shisensho', '--width', '4', '--height', '1', '--kinds', '1'];
    // Two hints and a scramble taken back: the aids count both hints and the scramble, as the browser does.
    const input = 'hint\nscramble\nundo\nhint\na1 b1\nc1 d1\n';
    const r = ludoteca(args, { input, env: { LUDOTECA_SERVER: server.url, LUDOTECA_PLAYER: 'Hal' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\nCleared in \d+:\d\d with 2 hints and 1 scramble\.\n/);
    expect(r.stdout).toContain('Posted to the server: rank 1 in its high scores for this board.');
    const board = (await (await fetch(`${server.url}/api/scores?game=shisensho&params=4x1k1`)).json()) as {
      scores: { player: string; hints: number; scrambles: number }[];
    };
    // The server keeps the hints as claimed and counts the scrambles on the record's line (the undone one is not).
    expect(board.scores).toEqual([expect.objectContaining({ player: 'Hal', hints: 2, scrambles: 0 })]);
  }, 60_000);

  it('plays offline, unranked, when the server does not answer', () => {
    // A port nothing listens on: the deal is local and nothing is posted.
    const r = ludoteca(TINY, { input: 'a1 b1\n', env: { LUDOTECA_SERVER: 'http://127.0.0.1:9' } });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('did not answer: this game is dealt here and not ranked');
    expect(r.stdout).not.toContain('Posted to the server');
    expect(r.stdout).toMatch(/shisensho:2x1k1#/);
  }, 60_000);

  it('says before the game when LUDOTECA_SERVER or LUDOTECA_PLAYER cannot be used, and plays it unranked', async () => {
    // The scheme forgotten: the server is running there, but the address is no http one.
    const host = server.url.replace(/^http:\/\//, '');
    const noScheme = ludoteca(TINY, { input: 'a1 b1\n', env: { LUDOTECA_SERVER: host } });
    expect(noScheme.status).toBe(0);
    expect(noScheme.stderr).toBe(
      `LUDOTECA_SERVER="${host}" is not an http or https address (such as http://localhost:8080): this game is dealt here and not ranked.\n`,
    );
    expect(noScheme.stdout).not.toContain('ranked deal');
    // A name the server would refuse, found at the start rather than after the game.
    const long = 'x'.repeat(60);
    const tooLong = ludoteca(TINY, { input: 'a1 b1\n', env: { LUDOTECA_SERVER: server.url, LUDOTECA_PLAYER: long } });
    expect(tooLong.status).toBe(0);
    expect(tooLong.stderr).toMatch(
      new RegExp(`^LUDOTECA_PLAYER="${long}" .*40.*: this game is dealt here and not ranked\\.\\n$`),
    );
    expect(tooLong.stdout).not.toContain('ranked deal');
    expect(tooLong.stdout).not.toContain('Posted to the server');
    const board = (await (await fetch(`${server.url}/api/scores?game=shisensho&params=2x1k1`)).json()) as {
      scores: unknown[];
    };
    // Only the first test's game is ranked on this board.
    expect(board.scores).toHaveLength(1);
  }, 60_000);

  it('--json plays unranked, so every line of stdout stays JSON', () => {
    const r = ludoteca([...TINY, '--json'], { input: 'a1 b1\n', env: { LUDOTECA_SERVER: server.url } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      { id: expect.stringMatching(/^shisensho:2x1k1#/), tilesLeft: 2, board: '1m 1m', over: false },
      {
        move: 'a1 b1',
        path: [
          [1, 1],
          [2, 1],
        ],
        tilesLeft: 0,
        board: '.. ..',
        over: true,
      },
    ]);
  }, 60_000);

  it('deals locally with a seed given, and without LUDOTECA_SERVER, as before', () => {
    const seeded = ludoteca([...TINY, '--seed', 'mine'], { input: 'a1 b1\n', env: { LUDOTECA_SERVER: server.url } });
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toContain('shisensho:2x1k1#mine');
    expect(seeded.stdout).not.toContain('ranked deal');
    const plain = ludoteca(TINY, { input: 'a1 b1\n' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).not.toContain('ranked deal');
  }, 60_000);
});
