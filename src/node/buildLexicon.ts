// `node dist/node/buildLexicon.js [--force] [--quiet]`: builds Scarabeo's lexicons when stale (scripts/build.js runs it).
import { buildLexicons, describeLexiconError, ensureLexicons } from './lexicon.js';

const force = process.argv.includes('--force');
const progress = !process.argv.includes('--quiet');
const result = force ? buildLexicons({ progress }) : ensureLexicons({ progress });
if (!result.ok) {
  process.stderr.write(`ludoteca: ${describeLexiconError(result.error)}\n`);
  process.exit(1);
}
