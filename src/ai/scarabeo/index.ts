// Scarabeo computer play, for every face: the best-scoring play now (the hint), and the levels 1–5, up to the
// static-equity player (score plus the learned value of the tiles kept and a cost for premiums opened).
export { chooseBestPlay } from './best.js';
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
export {
  chooseMove,
  chooseMoveWith,
  inputFromView,
  LEVEL_STYLES,
  MAX_EXCHANGES_IN_A_ROW,
  type PlayerStyle,
  SCARABEO_LEVELS,
  type ScarabeoAiInput,
  type ScarabeoLevel,
} from './players.js';
export { type MoveObserver, playOut, type SeatPlayer } from './selfPlay.js';
