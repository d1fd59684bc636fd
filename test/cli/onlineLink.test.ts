// The link `--join` takes: a table of links and what each parses to or why it is refused, a property test that
// every link the server hands out parses back to its parts, and the refusals through the real binary (exit 2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJoinLink, parseJoinLink, socketAddress } from '../../src/cli/online/link.js';
import { ludoteca, oneLineError } from './helpers.js';

const ID = 'abcdefgh23456789';
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA_-x';

describe('parseJoinLink', () => {
  it.each([
    [`http://localhost:8080/online/${ID}#${TOKEN}`, { base: 'http://localhost:8080', id: ID, token: TOKEN }],
    [`https://games.example/online/${ID}`, { base: 'https://games.example', id: ID }],
    [`  http://127.0.0.1:9/online/${ID}/  `, { base: 'http://127.0.0.1:9', id: ID }],
    [`http://host/ludoteca/online/${ID}#${TOKEN}`, { base: 'http://host/ludoteca', id: ID, token: TOKEN }],
  ])('reads %s', (text, expected) => {
    expect(parseJoinLink(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'not-a-link'],
    ['online/abc', 'not-a-link'],
    [`ftp://host/online/${ID}`, 'scheme'],
    [`http://user:pw@host/online/${ID}`, 'not-a-link'],
    [`http://host/online/${ID}?x=1`, 'not-a-link'],
    ['http://host/konobi', 'path'],
    [`http://host/online/${ID}/more`, 'path'],
    ['http://host/online/ABCDEFGH23456789', 'id'],
    ['http://host/online/short', 'id'],
    [`http://host/online/${ID}#short`, 'token'],
    [`http://host/online/${ID}#${'a'.repeat(200)}`, 'token'],
    [`http://host/online/${ID}#${'a'.repeat(2000)}`, 'not-a-link'],
  ])('refuses %s (%s)', (text, code) => {
    const r = parseJoinLink(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('reads back every link it formats', () => {
    const id = fc.stringMatching(/^[a-z0-9]{16}$/);
    const token = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/), { nil: undefined });
    const base = fc.constantFrom('http://localhost:8080', 'https://example.org', 'http://10.0.0.1:20001/play');
    fc.assert(
      fc.property(base, id, token, (b, i, t) => {
        const link = { base: b, id: i, ...(t === undefined ? {} : { token: t }) };
        expect(parseJoinLink(formatJoinLink(link))).toEqual({ ok: true, value: link });
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(typeof parseJoinLink(text).ok).toBe('boolean');
      }),
    );
  });

  it('names the socket of the server', () => {
    expect(socketAddress('https://example.org/play')).toBe('wss://example.org/play/api/online/socket');
  });
});

describe('ludoteca <game> --join with a bad link or flag', () => {
  it.each([
    [['konobi', '--join', 'nonsense'], /--join: not a web address; expected a link such as http/],
    [['scarabeo', '--join', `ftp://h/online/${ID}`], /the link starts with ftp:, not http: or https:/],
    [['konobi', '--join', 'http://h/online/XYZ'], /the game's id is 16 letters a–z and digits/],
    [['konobi', '--join', `http://h/online/${ID}`, '--size', '7'], /unknown option --size/],
    [
      ['konobi', '--join', `http://h/online/${ID}`, '--name', ''],
      /--name: "" must not be blank; a name is 1–40 characters/,
    ],
    [['konobi', '--lang', 'it', '--join', 'http://h/x'], /il link non indica una partita online/],
  ])('%j exits 2 with one line', (args, message) => {
    const r = ludoteca(args);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('prints the online help for --join --help', () => {
    const r = ludoteca(['scarabeo', '--join', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ludoteca scarabeo --join LINK [--name NAME]');
  });
});

describe('ludoteca <game> --join with no server there', () => {
  /** A loopback port nothing listens on: one the system just handed out and took back. */
  async function closedPort(): Promise<number> {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    await new Promise((done) => server.close(done));
    return port;
  }

  it('exits 1 saying the server cannot be reached, with a token (socket) and without (free seat)', async () => {
    const port = await closedPort();
    for (const hash of [`#${TOKEN}`, '']) {
      const r = ludoteca(['konobi', '--join', `http://127.0.0.1:${port}/online/${ID}${hash}`]);
      expect(r.status).toBe(1);
      expect(oneLineError(r)).toBe(`ludoteca: cannot reach the server at http://127.0.0.1:${port}: ECONNREFUSED`);
    }
  });
});
