// The browser's list of games in progress (src/web/saves.ts) over an in-memory localStorage: one game per
// board, a new game on a board replacing the old one's save, a finished game leaving the list, abandoning.
import { beforeEach, describe, expect, it } from 'vitest';
import { abandon, gamesInProgress, inProgressOn, noteProgress } from '../../src/web/saves.js';

const stored = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
};
(globalThis as unknown as { window: unknown }).window = { localStorage };

function game(board: string, key: string, moves = 1) {
  const [name = '', params = ''] = board.split(':');
  return { game: name, board, key, path: `/${name}/${params}`, params, moves };
}

function save(key: string): void {
  localStorage.setItem(`ludoteca:${key}`, '{}');
}

describe('games in progress', () => {
  beforeEach(() => stored.clear());

  it('keeps one game per board, newest first, and drops the save a new game on the same board replaces', () => {
    save('save:samegame:6x4c3#a');
    noteProgress(game('samegame:6x4c3', 'save:samegame:6x4c3#a'), true);
    noteProgress(game('konobi:7', 'save:konobi:7'), true);
    expect(gamesInProgress().map((e) => e.board)).toContain('samegame:6x4c3');
    expect(gamesInProgress('konobi').map((e) => e.key)).toEqual(['save:konobi:7']);

    save('save:samegame:6x4c3#b');
    noteProgress(game('samegame:6x4c3', 'save:samegame:6x4c3#b', 3), true);
    expect(gamesInProgress('samegame')).toHaveLength(1);
    expect(inProgressOn('samegame:6x4c3')?.key).toBe('save:samegame:6x4c3#b');
    expect(inProgressOn('samegame:6x4c3')?.moves).toBe(3);
    expect(stored.has('ludoteca:save:samegame:6x4c3#a')).toBe(false);
    expect(stored.has('ludoteca:save:samegame:6x4c3#b')).toBe(true);
  });

  it('takes a finished game (or one back at its start) off the list and keeps its save', () => {
    save('save:konobi:9');
    noteProgress(game('konobi:9', 'save:konobi:9'), true);
    noteProgress(game('konobi:9', 'save:konobi:9'), false);
    expect(inProgressOn('konobi:9')).toBeUndefined();
    expect(stored.has('ludoteca:save:konobi:9')).toBe(true);
    // Another game's end does not take the board's game in progress off the list.
    noteProgress(game('konobi:9', 'save:konobi:9'), true);
    noteProgress(game('konobi:9', 'save:other'), false);
    expect(inProgressOn('konobi:9')?.key).toBe('save:konobi:9');
  });

  it('abandons a board: the entry and its save go', () => {
    save('save:scarabeo:2p#x');
    noteProgress(game('scarabeo:2p', 'save:scarabeo:2p#x'), true);
    abandon('scarabeo:2p');
    expect(gamesInProgress()).toEqual([]);
    expect(stored.has('ludoteca:save:scarabeo:2p#x')).toBe(false);
  });

  it('forgets the oldest boards beyond forty, with their saves, and survives a damaged list', () => {
    for (let i = 0; i < 42; i++) {
      save(`save:konobi:${i}`);
      noteProgress(game(`konobi:${i}`, `save:konobi:${i}`), true);
    }
    expect(gamesInProgress()).toHaveLength(40);
    expect(stored.has('ludoteca:save:konobi:0') || stored.has('ludoteca:save:konobi:1')).toBe(false);
    localStorage.setItem('ludoteca:in-progress', '{not json');
    expect(gamesInProgress()).toEqual([]);
    localStorage.setItem('ludoteca:in-progress', JSON.stringify([{ board: 'x' }, game('konobi:5', 'k')]));
    expect(gamesInProgress()).toEqual([]);
  });
});
