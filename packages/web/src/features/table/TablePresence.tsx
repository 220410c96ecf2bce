import type { Row } from '@specwright/core';
import type { AgPublicEventType, GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef } from 'react';
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

/** Lays the layer over the grid's rows, below its header: marks of rows scrolled under it are cut off. */
function fitLayer(root: HTMLElement, layer: HTMLElement): void {
  const outer = root.getBoundingClientRect();
  const headerBottom = root.querySelector('.ag-header')?.getBoundingClientRect().bottom ?? outer.top;
  const top = Math.max(0, headerBottom - outer.top);
  layer.style.top = `${top}px`;
  layer.style.left = '0px';
  layer.style.width = `${outer.width}px`;
  layer.style.height = `${Math.max(0, outer.height - top)}px`;
}

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
  const paintRef = useRef(() => {});
  paintRef.current = () => {
    frame.current = 0;
    const root = rootRef.current;
    const layer = layerRef.current;
    if (!root || !layer) return;
    fitLayer(root, layer);
    paintPeerMarks(root, layer, peersRef.current);
  };

  useEffect(() => {
    if (!api || api.isDestroyed()) return;
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(() => paintRef.current());
    };
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
  }, [api, rootRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the peers are read through peersRef when painting
  useEffect(() => {
    paintRef.current();
  }, [peers, api]);

  if (peers.length === 0) return null;
  return <div ref={layerRef} className="sw-peers" data-testid="table-peers" />;
}
