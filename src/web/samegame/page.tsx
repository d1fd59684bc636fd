// SameGame's routes: /samegame (a fresh deal), /samegame/rules, and /samegame/<params>#<seed> (one game id).
import { describeSameGameError, samegame } from '../../games/samegame/index.js';
import { GameIdRoute } from '../routes.js';
import { SameGame } from './game.js';
import { SameGameRules } from './rules.js';
import { gamePath, randomSeed } from './urls.js';

export function SameGameRoute({ rest, hash }: { rest: string; hash: string }) {
  if (rest === 'rules') return <SameGameRules />;
  return (
    <GameIdRoute
      game={samegame}
      describe={describeSameGameError}
      path={gamePath}
      newSeed={randomSeed}
      rest={rest}
      hash={hash}
    >
      {(params, seed) => <SameGame key={`${rest}#${seed}`} params={params} seed={seed} />}
    </GameIdRoute>
  );
}
