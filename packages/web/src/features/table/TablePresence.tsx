import type { Row } from '@specwright/core';
import type { AgPublicEventType, GridApi } from 'ag-grid-community';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useFilePeers } from '../presence/presence-wiring';
import { paintPeerMarks } from './peer-marks';

/** What moves rows or cells on screen: the marks are drawn again after each. */
const GRID_MOVES: readonly AgPublicEventType[] = [
  'bodyScroll',
  'modelUpdated',
  'viewportChanged',
  'virtualColumnsChanged',
  'displayedColumnsChanged',
  'columnResized',
];

const PEER_MOVES_MS = 100;

interface TablePresenceProps {
  fileId: string;
  api: GridApi<Row> | null;
  rootRef: RefObject<HTMLDivElement | null>;
}

/**
 * The others' rows and cells in a workspace spec's table, drawn over the grid in a layer of their own: a change
 * of who is where redraws a few marks, never the grid's rows.
 */
export function TablePresence({ fileId, api, rootRef }: TablePresenceProps) {
  const peers = useFilePeers(fileId);
  const layerRef = useRef<HTMLDivElement>(null);
  const peersRef = useRef(peers);
  peersRef.current = peers;
  const frame = useRef(0);
  // At most one drawing a frame, in the frame itself: the marks are measured with the layout the frame needs anyway.
  const schedule = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const root = rootRef.current;
      const layer = layerRef.current;
      if (root && layer) paintPeerMarks(root, layer, peersRef.current);
    });
  }, [rootRef]);

  useEffect(() => {
    if (!api || api.isDestroyed()) return;
    for (const type of GRID_MOVES) api.addEventListener(type, schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (rootRef.current) resized?.observe(rootRef.current);
    return () => {
      resized?.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      if (api.isDestroyed()) return;
      for (const type of GRID_MOVES) api.removeEventListener(type, schedule);
    };
  }, [api, rootRef, schedule]);

  // Others moving are drawn at most every PEER_MOVES_MS: typing here is never held up by their marks.
  const lastMove = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the peers are read through peersRef when drawing
  useEffect(() => {
    const wait = lastMove.current + PEER_MOVES_MS - performance.now();
    if (wait <= 0) {
      lastMove.current = performance.now();
      schedule();
      return;
    }
    const timer = setTimeout(() => {
      lastMove.current = performance.now();
      schedule();
    }, wait);
    return () => clearTimeout(timer);
  }, [peers, api, schedule]);

  if (peers.length === 0) return null;
  return <div ref={layerRef} className="sw-peers" data-testid="table-peers" />;
}
