import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clampSize, type SizeLimits } from '../../state/clamp-size';
import './splitter.css';

const KEY_STEP_PX = 10;
const LARGE_KEY_STEP_PX = 50;

interface SplitterProps {
  /** Accessible name, e.g. 'Resize project tree'. */
  label: string;
  /** id of the panel it resizes. */
  controls: string;
  size: number;
  limits: SizeLimits & { initial: number };
  /** 'start' for a panel left of the splitter (dragging right grows it), 'end' for one on its right. */
  panelSide: 'start' | 'end';
  onResize: (size: number) => void;
}

/** The size a key asks for: arrows step (signed by which side the panel is on), Home/End jump to the limits. */
function keyboardTargetSize(key: string, size: number, step: number, limits: SizeLimits): number | null {
  switch (key) {
    case 'ArrowRight':
      return size + step;
    case 'ArrowLeft':
      return size - step;
    case 'Home':
      return limits.min;
    case 'End':
      return limits.max;
    default:
      return null;
  }
}

/**
 * A vertical window splitter: drag it, or focus it and use the arrow keys, Home and End; double-click resets.
 * It sits inside its panel (so the panel stays a top-level landmark), on the edge facing the tab area.
 */
export function Splitter({ label, controls, size, limits, panelSide, onResize }: SplitterProps) {
  const drag = useRef<{ startX: number; startSize: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const growth = panelSide === 'start' ? 1 : -1;
  const resize = (next: number) => onResize(clampSize(next, limits));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startSize: size };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    resize(drag.current.startSize + (event.clientX - drag.current.startX) * growth);
  };

  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = (event.shiftKey ? LARGE_KEY_STEP_PX : KEY_STEP_PX) * growth;
    const target = keyboardTargetSize(event.key, size, step, limits);
    if (target === null) return;
    event.preventDefault();
    resize(target);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and dragged; this is the ARIA window-splitter pattern
    <div
      role="separator"
      aria-label={label}
      aria-controls={controls}
      aria-orientation="vertical"
      aria-valuenow={size}
      aria-valuemin={limits.min}
      aria-valuemax={limits.max}
      tabIndex={0}
      className={dragging ? 'splitter is-dragging' : 'splitter'}
      data-panel-side={panelSide}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onDoubleClick={() => resize(limits.initial)}
      onKeyDown={onKeyDown}
    />
  );
}
