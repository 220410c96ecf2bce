import type { RequirementFile } from '@specwright/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchSpecRows } from '../cross-spec-links/cross-spec-api';
import { type LinkTarget, linkTargets, matchingTargets } from './link-targets';
import { RowCombobox } from './RowCombobox';

/** Rows listed at once; typing more of an id or text narrows them. */
const SHOWN_TARGETS = 50;
/** A pause in typing before the other spec's rows are asked for. */
const SEARCH_DELAY_MS = 200;

const NO_TARGETS: readonly LinkTarget[] = [];

interface PickerProps {
  selected: LinkTarget | null;
  onSelect: (target: LinkTarget | null) => void;
  onSubmit: () => void;
}

function useSearch() {
  const [search, setSearch] = useState({ query: '', open: false });
  const onQuery = useCallback((query: string, open: boolean) => setSearch({ query, open }), []);
  return { search, onQuery };
}

/** Finds a row of this spec by id or text (every row but the one the link starts from). */
export function ThisSpecRowPicker({
  file,
  rowId,
  ...pick
}: PickerProps & { file: RequirementFile; rowId: string }) {
  const { search, onQuery } = useSearch();
  // Read from the rows only while the list is open: a large spec is not walked at each edit of the row.
  const targets = useMemo(
    () => (search.open ? linkTargets(file, rowId) : NO_TARGETS),
    [search.open, file, rowId],
  );
  const options = useMemo(
    () => (search.open ? matchingTargets(targets, search.query, SHOWN_TARGETS) : NO_TARGETS),
    [search, targets],
  );
  return <RowCombobox label="Link to row" options={options} note="" onQuery={onQuery} {...pick} />;
}

type Found =
  | { status: 'loading' | 'ready'; rows: readonly LinkTarget[] }
  | { status: 'error'; message: string };

/** Finds a row of another kept spec by id or text, asking the server as the user types. */
export function OtherSpecRowPicker({ specId, ...pick }: PickerProps & { specId: string }) {
  const { search, onQuery } = useSearch();
  const [found, setFound] = useState<Found>({ status: 'loading', rows: NO_TARGETS });
  useEffect(() => {
    if (!search.open) return;
    const controller = new AbortController();
    setFound((current) => ({
      status: 'loading',
      rows: current.status === 'error' ? NO_TARGETS : current.rows,
    }));
    const timer = setTimeout(() => {
      searchSpecRows(specId, search.query, controller.signal)
        .then((answer) =>
          setFound({
            status: 'ready',
            rows: answer.rows.map((row) => ({ id: row.row_id, label: row.requirement_id, text: row.text })),
          }),
        )
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setFound({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [specId, search]);
  const note = found.status === 'error' ? found.message : found.status === 'loading' ? 'Finding rows…' : '';
  const options = found.status === 'error' ? NO_TARGETS : found.rows;
  return (
    <RowCombobox
      label="Link to row of the other spec"
      options={options}
      note={note}
      onQuery={onQuery}
      {...pick}
    />
  );
}
