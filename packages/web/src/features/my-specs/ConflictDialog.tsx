import { type MergeSide, mergeSpecs, needsChoice, type WordPart } from '@specwright/core';
import { useMemo, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useSpecFiles } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { type ConflictView, columnHeaders, conflictView } from './conflict-rows';
import { useAccountLink } from './my-specs-wiring';
import './conflict.css';

function Words({ parts }: { parts: readonly WordPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one cell never move.
          <span key={index}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one cell never move.
          <mark key={index}>{part.text}</mark>
        ),
      )}
    </>
  );
}

const SIDE_LABEL: Record<MergeSide, string> = { mine: 'Mine', theirs: 'Theirs' };

function SideChoice({
  name,
  side,
  chosen,
  onChoose,
  children,
}: {
  name: string;
  side: MergeSide;
  chosen: MergeSide;
  onChoose: (side: MergeSide) => void;
  children: React.ReactNode;
}) {
  return (
    <label className={`conflict-side conflict-side--${side}`}>
      <span className="conflict-side__head">
        <input type="radio" name={name} checked={chosen === side} onChange={() => onChoose(side)} />
        {SIDE_LABEL[side]}
      </span>
      <span className="conflict-side__body">{children}</span>
    </label>
  );
}

function SideCells({ row, side }: { row: ConflictView; side: MergeSide }) {
  if (side === 'mine' ? row.mineRemoved : row.theirsRemoved)
    return <em className="conflict-side__removed">Row removed</em>;
  return (
    <>
      {row.cells.map((cell) => (
        <span key={cell.header} className="conflict-cell">
          <span className="conflict-cell__header">{cell.header}</span>
          <span className="conflict-cell__text">
            <Words parts={side === 'mine' ? cell.mine : cell.theirs} />
          </span>
        </span>
      ))}
    </>
  );
}

/**
 * Rows changed here and in another window or browser: each with this tab's text (Mine) and the server's
 * (Theirs), the words that differ marked; the user keeps one per row or one side for all.
 */
export function ConflictDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const incoming = useAccountLink(fileId)?.incoming;
  const mine = useSpecFiles((state) => state.specs[fileId]?.edit.file);
  const merge = useMemo(
    () => (incoming && mine ? mergeSpecs({ base: incoming.base, mine, theirs: incoming.theirs }) : null),
    [incoming, mine],
  );
  const rows = useMemo(
    () => (merge && mine ? merge.conflicts.map((conflict) => conflictView(mine, conflict)) : []),
    [merge, mine],
  );
  const [choices, setChoices] = useState<Record<string, MergeSide>>({});
  const [columns, setColumns] = useState<MergeSide>('mine');
  const choose = (id: string) => (side: MergeSide) => setChoices((current) => ({ ...current, [id]: side }));
  const resolve = (rowChoices: Record<string, MergeSide>, columnChoice: MergeSide) =>
    runAction(
      'mySpecs.resolveConflict',
      { source: 'dialog' },
      { fileId, choices: { rows: rowChoices, columns: columnChoice } },
    );
  const all = (side: MergeSide) => resolve(Object.fromEntries(rows.map((row) => [row.id, side])), side);
  const open = merge !== null && needsChoice(merge);
  return (
    <DialogFrame
      title="This spec was changed somewhere else"
      description="These rows were changed here and in another window or browser since this tab last saved. Choose what to keep for each; the other rows were merged. Undo takes the choice back."
      onClose={onClose}
      width="wide"
      testId="conflict-dialog"
      actions={
        <>
          <button type="button" className="button" disabled={!open} onClick={() => all('theirs')}>
            Take theirs
          </button>
          <button type="button" className="button" disabled={!open} onClick={() => all('mine')}>
            Keep mine
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!open}
            onClick={() => resolve(choices, columns)}
          >
            Save choices
          </button>
        </>
      }
    >
      <ul className="conflict-rows" aria-label="Conflicting rows">
        {merge?.columnsConflict && mine && incoming ? (
          <li>
            <fieldset className="conflict-row">
              <legend>Columns</legend>
              <SideChoice name="conflict-columns" side="mine" chosen={columns} onChoose={setColumns}>
                {columnHeaders(mine)}
              </SideChoice>
              <SideChoice name="conflict-columns" side="theirs" chosen={columns} onChoose={setColumns}>
                {columnHeaders(incoming.theirs)}
              </SideChoice>
            </fieldset>
          </li>
        ) : null}
        {rows.map((row) => (
          <li key={row.id}>
            <fieldset className="conflict-row">
              <legend>Row {row.id}</legend>
              {row.text ? <p className="conflict-row__text">{row.text}</p> : null}
              {(['mine', 'theirs'] as const).map((side) => (
                <SideChoice
                  key={side}
                  name={`conflict-${row.id}`}
                  side={side}
                  chosen={choices[row.id] ?? 'mine'}
                  onChoose={choose(row.id)}
                >
                  <SideCells row={row} side={side} />
                </SideChoice>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
