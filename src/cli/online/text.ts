// The words of `--join` (online play in the terminal) in English and Italian, one dictionary (../words.ts).
import { dictionary } from '../words.js';

const list = (names: readonly string[], and: string): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

const REASONS_EN: Readonly<Record<string, string>> = {
  rules: '',
  resign: ' by resignation',
  time: ' on time',
  abandoned: ' (the opponent was away and the win was claimed)',
};
const REASONS_IT: Readonly<Record<string, string>> = {
  rules: '',
  resign: ' per abbandono',
  time: ' per tempo',
  abandoned: " (l'avversario era assente e la vittoria è stata reclamata)",
};

const CODES_EN: Readonly<Record<string, string>> = {
  'not-your-turn': 'it is not your turn',
  'not-a-seat': 'you are not a seat of this game',
  'game-over': 'the game is over',
  'stale-version': 'the game moved on before your move arrived; look at the board and play again',
  'unknown-game': 'no such game',
  'seat-taken': 'this seat was taken by someone else',
  'rate-limited': 'too many messages: wait a moment',
  'no-rematch': 'a game aborted or cancelled before it began has no rematch',
};
const CODES_IT: Readonly<Record<string, string>> = {
  'not-your-turn': 'non è il tuo turno',
  'not-a-seat': 'non sei un giocatore di questa partita',
  'game-over': 'la partita è finita',
  'stale-version': 'la partita è andata avanti prima che arrivasse la tua mossa; guarda la tavola e rigioca',
  'unknown-game': 'questa partita non esiste',
  'seat-taken': 'questo posto è già stato preso da qualcun altro',
  'rate-limited': 'troppi messaggi: aspetta un momento',
  'no-rematch': 'una partita annullata non ha rivincita',
};

export const words = dictionary(
  {
    usage: (game: string) => `Online play (docs/online.md):
  ludoteca ${game} --join LINK [--name NAME] [--lang en|it]
LINK is the game's address, http://host:port/online/<id>, with #<token> for an invited seat; without a token
the terminal takes a free seat, or watches when none is free. Type moves as in the game, and:
  resign (abbandona), rematch (rivincita), claim (reclama: win against an opponent away too long),
  board (b, tavola: the board and clocks again), help (?, aiuto), quit (q, exit, esci: leave; the game goes on)
Piped moves wait for your turn. Exit status: 0 done, 1 a move refused in a script or the server unreachable,
2 a bad link or flag.
`,
    help: `Type your move as in the game when it is your turn (in a script, a move waits for it).
Commands: resign (abbandona), rematch (rivincita, after the end: offer or accept), claim (reclama: the win
against an opponent away longer than the game allows), board (b, tavola: show the board and clocks again),
position (posizione: the position from your own view, in the game's text form), legal (Konobi: the legal points),
help (?, aiuto), quit (q, exit, esci: leave the game, which goes on on the server; the link brings you back).
hint, undo, redo, restart and new belong to games played here, not online.`,
    anonymous: 'anonymous',
    black: 'Black',
    white: 'White',
    seat: (i: number) => `Seat ${i + 1}`,
    freeSeat: (i: number) => `seat ${i + 1} (free)`,
    computer: (level: number) => `Computer (level ${level})`,
    you: (name: string) => `${name} — you`,
    tiles: 'tiles',
    bag: 'bag',
    yourRack: (rack: string) => `Your rack: ${rack}`,
    lastPlay: (who: string, move: string, score: number) => `Last move: ${who}, ${move} (${score} points).`,
    racksLeft: (racks: string) => `Racks at the end: ${racks}`,
    intro: (game: string, params: string, id: string, players: string) =>
      `${game} ${params} online (${id}): ${players}. Type help for the commands.`,
    spectating: (racks: boolean) =>
      `You are watching: every seat is taken${racks ? ' (no rack is shown until the end)' : ''}.`,
    plays: (who: string, move: string) => `${who} plays ${move}.`,
    youPlay: (role: string, move: string) => `You${role === '' ? '' : ` (${role})`} play ${move}.`,
    yourTurn: (role: string) => (role === '' ? 'Your move.' : `Your move (${role}).`),
    pieOffer: "Pie rule: you may type swap to take over Black's first stone instead of placing one.",
    theirTurn: (who: string) => `Waiting for ${who} to move.`,
    waitingForPlayers: (free: readonly number[]) =>
      `Waiting for players: ${free.length === 1 ? `seat ${free[0]} is` : `seats ${list(free.map(String), 'and')} are`} free.`,
    yourMovePrompt: 'Your move: ',
    clocks: (parts: string) => `Clocks: ${parts}`,
    correspondence: (days: number) => `Correspondence: ${days} ${days === 1 ? 'day' : 'days'} per move.`,
    claimable: (who: string, at: string) => `${who} is away: from ${at} UTC you may claim the win (type claim).`,
    firstMoveYou: (at: string) => `Make your first move by ${at} UTC, or the game is aborted.`,
    firstMoveOther: (who: string, at: string) => `${who} must make a first move by ${at} UTC, or the game is aborted.`,
    aborted: (who: string) => `The game was aborted: ${who} did not make a first move. Nobody wins.`,
    abortedYou: 'The game was aborted: you did not make a first move. Nobody wins.',
    over: (reason: string, winners: readonly string[], result: string) =>
      winners.length === 0
        ? `The game is over${REASONS_EN[reason] ?? ''}: ${result || 'a draw'}.`
        : `The game is over: ${list(winners, 'and')} ${winners.length === 1 ? 'wins' : 'win'}${REASONS_EN[reason] ?? ''}${result ? ` (${result})` : ''}.`,
    rematchHow: 'Type rematch to offer a rematch (same seats, the first player rotated), or quit.',
    noRematch:
      'A game aborted or cancelled before it began has no rematch: type quit; a new online game is set up in the browser (Play online).',
    rematchOffered: (who: readonly string[]) => `${list(who, 'and')} offered a rematch: type rematch to accept.`,
    rematchWaiting: 'Rematch offered: waiting for the others to accept.',
    rematchStarts: (link: string) => `The rematch starts: ${link}`,
    joined: (who: string) => `${who} took a seat.`,
    connected: (who: string) => `${who} is back.`,
    disconnected: (who: string) => `${who} has left (the connection dropped).`,
    unreadableView: (why: string) => `(the board could not be read: ${why})`,
    reconnected: 'Connected again.',
    connectionLost: (seconds: number) => `The connection dropped: trying again in ${seconds} s.`,
    crowded: (seconds: number) =>
      `The server refused the connection: too many are open from your network (this address). Trying again in ${seconds} s.`,
    unreachable: (base: string, why: string) => `cannot reach the server at ${base}: ${why}`,
    crowdedFailed: (base: string) =>
      `the server at ${base} refuses more connections from your network: too many are open from this address; close some, or try again later`,
    helloRefused: (code: string, id: string) =>
      code === 'unknown-game'
        ? `there is no online game ${id} on that server: check the link`
        : code === 'seat-taken'
          ? "this seat's link was already used by someone else: ask for a new invitation"
          : "the link's token is not a seat of this game: check the link",
    seatRefused: (status: number, message: string) => `the server refused a seat (HTTP ${status}): ${message}`,
    noFreeSeat: 'Every seat is taken: watching the game as a spectator.',
    tookSeat: (seat: number, link: string) => `You took seat ${seat}. Your seat's link, to come back: ${link}`,
    watching: 'Refused: you are watching, not playing, so only help, board and quit apply.',
    rematchAfterEnd: 'Refused: a rematch can be offered once the game is over.',
    rematchAborted: 'Refused: a game aborted or cancelled before it began has no rematch.',
    notInOnlineGame: (command: string) =>
      `${command} is not available in an online game (its moves are the server's record, and no seat gets advice)`,
    noHints: 'Refused: hints are not available in online games.',
    otherGame: (game: string, link: string) => `this link is a ${game} game: use \`ludoteca ${game} --join ${link}\``,
    tooLong: (max: number) => `Refused: a move is at most ${max} characters.`,
    notYourTurn: 'it is not your turn yet',
    waitingForSeats: 'the game waits for its players',
    gameOver: 'the game is over',
    refused: (why: string) => `Refused: ${why}.`,
    serverSays: (why: string) => `The server says: ${why}.`,
    describeCode: (code: string, message: string) =>
      code === 'illegal-move' || code === 'bad-message' ? message : (CODES_EN[code] ?? message),
    /** What resign and claim say once the server took them (a rematch's offer and start the screen says). */
    sent: (command: string): string => (command === 'resign' ? 'You resigned.' : 'Win claimed.'),
    leaving: (game: string, link: string) =>
      `Leaving the game; it goes on on the server. Back with: ludoteca ${game} --join ${link}`,
    notOnline: (game: string) => `${game} is not played online: --join is for konobi and scarabeo`,
    badLink: (why: string) => `--join: ${why}`,
    linkExpected: 'expected a link such as http://localhost:8080/online/abcdefgh23456789#<token>',
    notALink: (expected: string) => `not a web address; ${expected}`,
    scheme: (scheme: string, expected: string) => `the link starts with ${scheme}:, not http: or https:; ${expected}`,
    path: (expected: string) => `the link does not name an online game (…/online/<id>); ${expected}`,
    id: (expected: string) => `the game's id is 16 letters a–z and digits; ${expected}`,
    token: (expected: string) => `the seat's token after # is 22 to 128 of A–Z a–z 0–9 _ -; ${expected}`,
    joinOnly: (flag: string) => `--join takes only --name and --lang, not --${flag}; see \`--join --help\``,
  },
  {
    usage: (game) => `Gioco online (docs/online.md):
  ludoteca ${game} --join LINK [--name NOME] [--lang en|it]
LINK è l'indirizzo della partita, http://host:porta/online/<id>, con #<token> per un posto a cui sei invitato;
senza token il terminale prende un posto libero, o guarda se non ce n'è. Scrivi le mosse come nel gioco, e:
  abbandona (resign), rivincita (rematch), reclama (claim: vinci contro un avversario assente da troppo),
  tavola (b, board: di nuovo tavola e orologi), aiuto (?, help), esci (q, quit, exit: lascia; la partita resta)
Le mosse passate su stdin aspettano il tuo turno. Codice di uscita: 0 fatto, 1 una mossa di uno script rifiutata
o il server irraggiungibile, 2 un link o un'opzione sbagliati.
`,
    help: `Scrivi la tua mossa come nel gioco quando è il tuo turno (in uno script, una mossa lo aspetta).
Comandi: abbandona (resign), rivincita (rematch, dopo la fine: proponi o accetta), reclama (claim: la vittoria
contro un avversario assente più a lungo di quanto la partita consente), tavola (b, board: di nuovo tavola e
orologi), posizione (position: la posizione come la vedi tu, nella forma testo del gioco), legal (Konobi: i punti
legali), aiuto (?, help), esci (q, quit, exit: lasci la partita, che resta sul server; il link ti riporta lì).
hint, undo, redo, restart e new valgono per le partite giocate qui, non online.`,
    anonymous: 'anonimo',
    black: 'Nero',
    white: 'Bianco',
    seat: (i) => `Posto ${i + 1}`,
    freeSeat: (i) => `posto ${i + 1} (libero)`,
    computer: (level) => `Computer (livello ${level})`,
    you: (name) => `${name} — tu`,
    tiles: 'tessere',
    bag: 'sacchetto',
    yourRack: (rack) => `Il tuo leggio: ${rack}`,
    lastPlay: (who, move, score) => `Ultima mossa: ${who}, ${move} (${score} punti).`,
    racksLeft: (racks) => `Leggii alla fine: ${racks}`,
    intro: (game, params, id, players) => `${game} ${params} online (${id}): ${players}. Scrivi aiuto per i comandi.`,
    spectating: (racks) =>
      `Stai guardando: ogni posto è preso${racks ? ' (nessun leggio è mostrato fino alla fine)' : ''}.`,
    plays: (who, move) => `${who} gioca ${move}.`,
    youPlay: (role, move) => `Giochi${role === '' ? '' : ` (${role})`} ${move}.`,
    yourTurn: (role) => (role === '' ? 'Tocca a te.' : `Tocca a te (${role}).`),
    pieOffer: 'Regola della torta: puoi scrivere swap per prendere la prima pietra del Nero invece di giocare.',
    theirTurn: (who) => `Si aspetta la mossa di ${who}.`,
    waitingForPlayers: (free) =>
      `Si aspettano giocatori: ${free.length === 1 ? `il posto ${free[0]} è libero` : `i posti ${list(free.map(String), 'e')} sono liberi`}.`,
    yourMovePrompt: 'La tua mossa: ',
    clocks: (parts) => `Orologi: ${parts}`,
    correspondence: (days) => `Per corrispondenza: ${days} ${days === 1 ? 'giorno' : 'giorni'} per mossa.`,
    claimable: (who, at) => `${who} è assente: dalle ${at} UTC puoi reclamare la vittoria (scrivi reclama).`,
    firstMoveYou: (at) => `Fai la tua prima mossa entro le ${at} UTC, o la partita sarà annullata.`,
    firstMoveOther: (who, at) => `${who} deve fare la prima mossa entro le ${at} UTC, o la partita sarà annullata.`,
    aborted: (who) => `La partita è stata annullata: ${who} non ha fatto la prima mossa. Nessuno vince.`,
    abortedYou: 'La partita è stata annullata: non hai fatto la prima mossa. Nessuno vince.',
    over: (reason, winners, result) =>
      winners.length === 0
        ? `La partita è finita${REASONS_IT[reason] ?? ''}: ${result || 'pari'}.`
        : `La partita è finita: ${winners.length === 1 ? 'vince' : 'vincono'} ${list(winners, 'e')}${REASONS_IT[reason] ?? ''}${result ? ` (${result})` : ''}.`,
    rematchHow: 'Scrivi rivincita per proporre la rivincita (stessi posti, primo giocatore a rotazione), o esci.',
    noRematch:
      'Una partita annullata non ha rivincita: scrivi esci; una nuova partita online si prepara nel browser (Gioca online).',
    rematchOffered: (who) => `${list(who, 'e')} propone la rivincita: scrivi rivincita per accettare.`,
    rematchWaiting: 'Rivincita proposta: si aspetta che gli altri accettino.',
    rematchStarts: (link) => `Comincia la rivincita: ${link}`,
    joined: (who) => `${who} ha preso posto.`,
    connected: (who) => `${who} è tornato.`,
    disconnected: (who) => `${who} è uscito (connessione caduta).`,
    unreadableView: (why) => `(impossibile leggere la tavola: ${why})`,
    reconnected: 'Di nuovo connesso.',
    connectionLost: (seconds) => `Connessione caduta: nuovo tentativo fra ${seconds} s.`,
    crowded: (seconds) =>
      `Il server ha rifiutato la connessione: ce ne sono troppe aperte dalla tua rete (questo indirizzo). Nuovo tentativo fra ${seconds} s.`,
    unreachable: (base, why) => `impossibile raggiungere il server ${base}: ${why}`,
    crowdedFailed: (base) =>
      `il server ${base} non accetta altre connessioni dalla tua rete: ce ne sono troppe aperte da questo indirizzo; chiudine qualcuna, o riprova più tardi`,
    helloRefused: (code, id) =>
      code === 'unknown-game'
        ? `non c'è una partita online ${id} su quel server: controlla il link`
        : code === 'seat-taken'
          ? 'il link di questo posto è già stato usato da qualcun altro: chiedi un nuovo invito'
          : 'il token del link non è un posto di questa partita: controlla il link',
    seatRefused: (status, message) => `il server ha rifiutato un posto (HTTP ${status}): ${message}`,
    noFreeSeat: 'Ogni posto è preso: guardi la partita da spettatore.',
    tookSeat: (seat, link) => `Hai preso il posto ${seat}. Il link del tuo posto, per tornare: ${link}`,
    watching: 'Rifiutato: stai guardando, non giocando; valgono solo aiuto, tavola ed esci.',
    rematchAfterEnd: 'Rifiutato: la rivincita si propone a partita finita.',
    rematchAborted: 'Rifiutato: una partita annullata non ha rivincita.',
    notInOnlineGame: (command) =>
      `${command} non è disponibile in una partita online (le sue mosse sono quelle registrate dal server, e nessun posto riceve consigli)`,
    noHints: 'Rifiutato: i suggerimenti non sono disponibili nelle partite online.',
    otherGame: (game, link) => `questo link è una partita di ${game}: usa \`ludoteca ${game} --join ${link}\``,
    tooLong: (max) => `Rifiutata: una mossa ha al massimo ${max} caratteri.`,
    notYourTurn: 'non è ancora il tuo turno',
    waitingForSeats: 'la partita aspetta i suoi giocatori',
    gameOver: 'la partita è finita',
    refused: (why) => `Rifiutata: ${why}.`,
    serverSays: (why) => `Il server dice: ${why}.`,
    describeCode: (code, message) =>
      code === 'illegal-move' || code === 'bad-message' ? message : (CODES_IT[code] ?? message),
    sent: (command) => (command === 'resign' ? 'Hai abbandonato.' : 'Vittoria reclamata.'),
    leaving: (game, link) => `Lasci la partita, che resta sul server. Per tornare: ludoteca ${game} --join ${link}`,
    notOnline: (game) => `${game} non si gioca online: --join vale per konobi e scarabeo`,
    badLink: (why) => `--join: ${why}`,
    linkExpected: 'atteso un link come http://localhost:8080/online/abcdefgh23456789#<token>',
    notALink: (expected) => `non è un indirizzo web; ${expected}`,
    scheme: (scheme, expected) => `il link comincia con ${scheme}:, non http: o https:; ${expected}`,
    path: (expected) => `il link non indica una partita online (…/online/<id>); ${expected}`,
    id: (expected) => `l'id della partita è di 16 tra lettere a–z e cifre; ${expected}`,
    token: (expected) => `il token del posto dopo # è di 22–128 tra A–Z a–z 0–9 _ -; ${expected}`,
    joinOnly: (flag) => `--join prende solo --name e --lang, non --${flag}; vedi \`--join --help\``,
  },
);
