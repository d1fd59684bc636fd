// Shisen-Sho's routes: /shisensho (a fresh deal), /shisensho/rules, and /shisensho/<params>#<seed> (one game id).
import { shisensho } from '../../ai/shisensho/index.js';
import { describeShisenShoError } from '../../games/shisensho/index.js';
import { GameIdRoute } from '../routes.js';
import { ShisenSho } from './game.js';
import { ShisenShoRules } from './rules.js';
import { gamePath, randomSeed } from './urls.js';

export function ShisenShoRoute({ rest, hash }: { rest: string; hash: string }) {
  if (rest === 'rules') return <ShisenShoRules />;
  return (
    <GameIdRoute
      game={shisensho}
      describe={describeShisenShoError}
      path={gamePath}
      newSeed={randomSeed}
      rest={rest}
      hash={hash}
    >
      {(params, seed) => <ShisenSho key={`${rest}#${seed}`} params={params} seed={seed} />}
    </GameIdRoute>
  );
}
