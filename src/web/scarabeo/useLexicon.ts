// The lexicon a Scarabeo page plays with, as React state: loaded (lexicon.ts) when the kind is first asked for, and
// nothing while another kind's answer is still the latest. Apart from lexicon.ts so its worker does not load React.
import { useEffect, useState } from 'react';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { LexiconKind } from '../../games/scarabeo/params.js';
import { loadLexicon } from './lexicon.js';

export function useLexicon(kind: LexiconKind): { dawg?: Dawg; error?: string } {
  const [result, setResult] = useState<{ kind: LexiconKind; dawg?: Dawg; error?: string }>({ kind });
  useEffect(() => {
    let live = true;
    loadLexicon(kind).then(
      (dawg) => live && setResult({ kind, dawg }),
      (e: unknown) => live && setResult({ kind, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return result.kind === kind ? result : {};
}
