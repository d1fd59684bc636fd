// The list of fuzz targets, in the order `npm run fuzz -- all` runs them.
import { commandLineTarget, gtpTarget, httpTarget, terminalLinesTarget } from './faces.js';
import { type AnyTarget, allGames, engineTargets } from './targets.js';

export function allTargets(): AnyTarget[] {
  const games = allGames();
  return [...engineTargets(games), gtpTarget, commandLineTarget, terminalLinesTarget, httpTarget(games)];
}
