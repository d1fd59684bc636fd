// The Shisen-Sho new-game dialog: a preset board, gravity, winnable deals only, or a pasted game id; it
// navigates to the new game's URL.

import { useState } from 'react';
import { shisensho } from '../../ai/shisensho/index.js';
import { ok } from '../../core/result.js';
import {
  DEFAULT_PARAMS,
  describeShisenShoError,
  formatParams,
  PRESETS,
  type ShisenShoParams,
} from '../../games/shisensho/index.js';
import { useLang } from '../i18n.js';
import { NewGameFrame, PresetChoices } from '../newGameDialog.js';
import { gamePath, randomSeed } from './urls.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  readonly current: ShisenShoParams;
  readonly onClose: () => void;
}

function sameSize(a: ShisenShoParams, b: ShisenShoParams): boolean {
  return a.width === b.width && a.height === b.height && a.kinds === b.kinds;
}

export function NewGameDialog({ open, current, onClose }: NewGameDialogProps) {
  const { t } = useLang();
  const [choice, setChoice] = useState(
    () => (PRESETS.find((p) => sameSize(p.params, current)) ?? PRESETS[1])?.name ?? 'standard',
  );
  const [gravity, setGravity] = useState(current.gravity);
  const [winnable, setWinnable] = useState(current.winnable);
  // `choice` is always a preset's name; the default board (the standard preset's) is only a fallback for the types.
  const size = PRESETS.find((p) => p.name === choice)?.params ?? DEFAULT_PARAMS;

  return (
    <NewGameFrame
      open={open}
      onClose={onClose}
      game={shisensho}
      describe={describeShisenShoError}
      path={gamePath}
      newSeed={randomSeed}
      wrongGame={t.ss.wrongGame}
      idPlaceholder={t.ss.openIdPlaceholder}
      chosen={() => ok({ ...size, gravity, winnable })}
    >
      <PresetChoices
        presets={PRESETS}
        choice={choice}
        onChoose={setChoice}
        name={(name) => t.ss.presetNames[name] ?? name}
        line={(p) => (
          <>
            {t.ss.sizeLine(p.width, p.height, p.kinds)} · {formatParams(p)}
          </>
        )}
      />
      <label className="check">
        <input type="checkbox" checked={gravity} onChange={(e) => setGravity(e.target.checked)} data-testid="gravity" />
        {t.ss.gravity}
      </label>
      <label className="check">
        <input type="checkbox" checked={winnable} onChange={(e) => setWinnable(e.target.checked)} />
        {t.ss.winnableOnly}
      </label>
    </NewGameFrame>
  );
}
