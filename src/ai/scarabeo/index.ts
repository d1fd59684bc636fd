// Scarabeo computer play, for every face: the best-scoring play now (the hint), the levels 1–5 up to the
// static-equity player (score plus the learned value of the tiles kept and a cost for premiums opened), level 6
// (simulation on top of it) and the exact endgame solver.
export { chooseBestPlay } from './best.js';
export {
  type EndgameMove,
  type EndgameOptions,
  type EndgamePosition,
  type EndgameProgress,
  type EndgameResult,
  type PreEndgamePlay,
  type PreEndgameResult,
  type SearchBudget,
  solveEndgame,
  solvePreEndgame,
} from './endgame.js';
export {
  FEATURE_COUNT,
  type LeaveModel,
  LeaveTable,
  leaveFeatures,
  leaveValue,
  modelFromWeights,
  premiumExposure,
} from './equity.js';
export { LEAVES } from './leaves.js';
export { chooseMove, SCARABEO_LEVELS, type ScarabeoLevel, THINKING_LEVEL } from './levels.js';
export {
  chooseMoveWith,
  inputFromView,
  LEVEL_STYLES,
  MAX_EXCHANGES_IN_A_ROW,
  type PlayerStyle,
  type ScarabeoAiInput,
  type StaticLevel,
  staticCandidates,
} from './players.js';
export { type MoveObserver, playOut, type SeatPlayer } from './selfPlay.js';
export { simulatedMove, THINK_MS, type ThinkBudget, type ThinkProgress } from './simulate.js';
