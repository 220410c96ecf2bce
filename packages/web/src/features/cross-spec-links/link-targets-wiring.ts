import { type LinkTargetName, linkTargetKey, type SpecLink } from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useLinkTargetsStore } from '../../state/link-targets';
import { readLayout, useAccountSpecs, useLinkTargets } from '../../state/read-stores';
import { useSpecFile, useSpecFilesStore } from '../../state/spec-files';
import { specTabId } from '../../state/spec-tabs';
import { useTabSetStore } from '../../state/tab-set';
import type { CrossSpecTargets } from '../../ui/links/cross-spec-views';
import { openSpecAtRow } from '../inbox/inbox-wiring';
import { fetchLinkTargets } from './cross-spec-api';

const store = () => useLinkTargetsStore.getState();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const reading = new Map<string, Promise<void>>();

/** Reads again what the kept spec's links across specs point to (one read per spec at a time). */
export function refreshLinkTargets(specId: string): Promise<void> {
  const running = reading.get(specId);
  if (running) return running;
  store().loading(specId);
  const read = fetchLinkTargets(specId)
    .then((targets) => store().loaded(specId, targets))
    .catch((error: unknown) => store().failed(specId, messageOf(error)))
    .finally(() => reading.delete(specId));
  reading.set(specId, read);
  return read;
}

/** The rows of other specs a file's links point to, each once, in one string that changes when they change. */
export function crossSpecSignature(links: readonly SpecLink[] | undefined): string {
  const keys = new Set<string>();
  for (const link of links ?? [])
    if (link.toSpec !== undefined) keys.add(linkTargetKey(link.toSpec, link.to));
  return [...keys].sort().join('\n');
}

/** Whether every row of `signature` has an answer in `targets`. */
const answered = (signature: string, targets: Readonly<Record<string, unknown>>) =>
  signature.split('\n').every((key) => key in targets);

const NO_TARGETS: CrossSpecTargets = {};

/** What the server said of the rows of other specs an open file's links point to (none when not kept). */
export function useFileLinkTargets(fileId: string): CrossSpecTargets {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId ?? null);
  return useLinkTargets((state) =>
    specId === null ? NO_TARGETS : (state.bySpec[specId]?.targets ?? NO_TARGETS),
  );
}

/**
 * Keeps the targets of an open kept spec's links across specs fresh: read when its tab is shown, when a
 * link to a row not yet answered was saved (the server knows it only then), and when the window gains focus.
 */
export function useLinkTargetsRefresh(fileId: string, shown: boolean): void {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId ?? null);
  const savedVersion = useAccountSpecs((state) => state.links[fileId]?.version ?? 0);
  const file = useSpecFile(fileId);
  const signature = crossSpecSignature(file?.links);
  const targets = useFileLinkTargets(fileId);
  const complete = signature === '' || answered(signature, targets);
  const active = specId !== null && signature !== '' && shown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link is read once a save carried it
  useEffect(() => {
    if (active && specId !== null && !complete) void refreshLinkTargets(specId);
  }, [active, specId, complete, savedVersion]);
  useEffect(() => {
    if (!active || specId === null) return;
    void refreshLinkTargets(specId);
    const onFocus = () => void refreshLinkTargets(specId);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [active, specId]);
}

/**
 * Opens the other spec of a link at its row: its tab when a tab already keeps it (a file saved to My
 * Specs keeps its own id), else from My Specs as the inbox opens a spec at a row.
 */
export async function openLinkTarget(specId: string, rowId: string): Promise<void> {
  const links = useAccountSpecsStore.getState().links;
  const fileId = Object.keys(links).find((id) => links[id]?.specId === specId);
  if (fileId === undefined || useSpecFilesStore.getState().specs[fileId] === undefined) {
    await openSpecAtRow(specId, rowId);
    return;
  }
  useTabSetStore.getState().activateTab(specTabId(fileId));
  runAction('rows.select', { source: 'panel' }, { fileId, rowId });
  if (readLayout().sidePanel !== 'properties') runAction('panels.properties', { source: 'panel' });
}

/** How the exports name the rows of other specs an open file's links point to (those the server named). */
export function linkTargetNamesOf(fileId: string): Map<string, LinkTargetName> {
  const specId = useAccountSpecsStore.getState().links[fileId]?.specId;
  const targets = specId === undefined ? {} : (useLinkTargetsStore.getState().bySpec[specId]?.targets ?? {});
  const names = new Map<string, LinkTargetName>();
  for (const [key, target] of Object.entries(targets)) {
    if (target.spec_title !== undefined)
      names.set(key, { spec: target.spec_title, row: target.requirement_id ?? target.row_id });
  }
  return names;
}
