// The `ludoteca` dispatcher through the real binary: help, version, unknown games and flags, exit statuses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, ROOT } from './helpers.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('ludoteca', () => {
  it('--help lists the games and exits 0', () => {
    const r = ludoteca(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toMatch(/^\s+samegame\s/m);
    expect(r.stderr).toBe('');
  });

  it('with no game named, prints the short usage on stderr and exits 2, as every usage error does', () => {
    for (const args of [[], ['--lang', 'en'], ['--']]) {
      const r = ludoteca(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(oneLineError(r)).toBe(
        'ludoteca: no game named: expected `ludoteca <game> [options]`, <game> one of samegame, shisensho, scarabeo, konobi; see `ludoteca --help`',
      );
    }
    expect(oneLineError(ludoteca(['--lang', 'it']))).toMatch(/^ludoteca: nessun gioco indicato: atteso/);
  });

  it('--version prints the package version', () => {
    for (const flag of ['--version', '-v']) {
      const r = ludoteca([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(`${VERSION}\n`);
    }
  });

  it('<game> --help shows the game options and commands', () => {
    const r = ludoteca(['samegame', '--help']);
    expect(r.status).toBe(0);
    for (const flag of ['--seed', '--width', '--board', '--json', '--demo', '--resume', 'solve']) {
      expect(r.stdout).toContain(flag);
    }
    const solve = ludoteca(['samegame', 'solve', '--help']);
    expect(solve.status).toBe(0);
    expect(solve.stdout).toContain('--time-ms');
  });

  it.each([
    ['samegame', true],
    ['shisensho', true],
    ['konobi', false],
    ['scarabeo', false],
  ])("%s --help counts --json as a script's run only when its play takes --json (%s)", (game, json) => {
    for (const [lang, script] of [
      ['en', 'not a terminal, or --json'],
      ['it', 'non è un terminale, o --json'],
    ]) {
      const help = ludoteca([game, '--help', '--lang', lang as string]).stdout;
      expect(help.includes(script as string)).toBe(json);
    }
    const run = ludoteca([game, '--json'], { input: 'quit\n' });
    expect(run.status).toBe(json ? 0 : 2);
  });

  it.each([
    [['chess'], /unknown game "chess": expected one of samegame/],
    [['--frobnicate'], /unknown option --frobnicate/],
    [['--lang', 'fr', '--help'], /--lang expects en or it, got "fr"/],
    [['samegame', '--frobnicate'], /unknown option --frobnicate; see `ludoteca samegame --help`/],
    [['samegame', 'frobnicate'], /unknown command "frobnicate"/],
    [['samegame', '--seed'], /--seed needs a value/],
    [['samegame', '--json=yes'], /--json takes no value/],
    [['samegame', 'solve', 'a', 'b'], /unexpected argument "b"/],
  ])('usage error %j exits 2 with one clear line', (args, message) => {
    const r = ludoteca(args);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('speaks Italian with --lang it or an Italian locale', () => {
    expect(ludoteca(['--lang', 'it', '--help']).stdout).toContain('Uso:');
    expect(ludoteca(['--help'], { env: { LANG: 'it_IT.UTF-8' } }).stdout).toContain('Uso:');
    const r = ludoteca(['scacchi'], { env: { LANG: 'it_IT.UTF-8' } });
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toMatch(/gioco "scacchi" sconosciuto/);
  });
});

describe("--id takes a game page's address as its id", () => {
  it.each([
    ['samegame', 'http://localhost:8080/samegame/10x5c5#t1', 'SameGame samegame:10x5c5#t1'],
    ['shisensho', 'http://localhost:8080/shisensho/12x6k12#t1', 'Shisen-Sho shisensho:12x6k12#t1'],
    ['konobi', 'http://localhost:8080/konobi/9', 'Konobi 9×9 (konobi:9#'],
    ['scarabeo', 'https://ludoteca.example/scarabeo/2p#x', 'game scarabeo:2p#x'],
  ])('%s: %s', (game, address, shown) => {
    const r = ludoteca([game, '--id', address], { input: 'quit\n' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(shown);
  });

  it('an address that names no game: an id or its address was expected', () => {
    const r = ludoteca(['samegame', '--id', 'http://localhost:8080/']);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toBe(
      'ludoteca: --id: "http://localhost:8080/" is not a game id: expected a game id like samegame:10x5c5#t1 or its address',
    );
  });
});
