import {
  type Command,
  canRedo,
  canUndo,
  type EditState,
  execute,
  type RequirementFile,
  rebaseHistory,
  redo,
  replaceFile,
  retractAddedRow,
  startEditing,
  undo,
} from '@specwright/core';
import { create } from 'zustand';

/** One open requirement file: its edit history, the last saved version and the selected row. */
export interface OpenSpec {
  readonly edit: EditState;
  /** The file as last opened or saved; the spec is dirty while the current file differs from it. */
  readonly saved: RequirementFile;
  readonly selectedRowId: string | null;
  /**
   * While a large file is still being read, its tab shows the file's first rows: nothing can be edited
   * until `finishLoading` gives it every row, and nothing of it is autosaved.
   */
  readonly loading?: boolean;
  /** A workspace spec the user may read but not change (their role, or removed from the workspace). */
  readonly readOnly?: boolean;
}

export interface SpecFilesState {
  specs: Readonly<Record<string, OpenSpec>>;
  /** Adds an opened file (or a restored one with its saved baseline and its undo history). */
  addSpec: (
    file: RequirementFile,
    saved?: RequirementFile,
    history?: Pick<EditState, 'past' | 'future'>,
  ) => void;
  /** Adds a file that holds only the first rows of what is being read (see `OpenSpec.loading`). */
  addLoadingSpec: (firstRows: RequirementFile) => void;
  /** Gives a loading spec its whole file; it opens as if it had been opened whole. */
  finishLoading: (file: RequirementFile) => void;
  removeSpec: (fileId: string) => void;
  /** Applies an edit; it becomes one undo step. */
  dispatch: (fileId: string, command: Command, label?: string) => void;
  /** Makes `file` current as one undo step (another window's changes merged into this one). */
  replaceFile: (fileId: string, file: RequirementFile, label: string) => void;
  undo: (fileId: string) => void;
  redo: (fileId: string) => void;
  /** Takes back the last step if it added this row and nothing changed since (no undo or redo step stays). */
  retractAddedRow: (fileId: string, rowId: string) => void;
  selectRow: (fileId: string, rowId: string | null) => void;
  markSaved: (fileId: string) => void;
  /** Another person's change, applied to the file and its whole history without an undo step. */
  rebase: (fileId: string, change: (file: RequirementFile) => RequirementFile) => void;
  setReadOnly: (fileId: string, readOnly: boolean) => void;
}

function update(
  state: SpecFilesState,
  fileId: string,
  change: (spec: OpenSpec) => OpenSpec,
): Partial<SpecFilesState> | SpecFilesState {
  const spec = state.specs[fileId];
  if (!spec) return state;
  const next = change(spec);
  return next === spec ? state : { specs: { ...state.specs, [fileId]: next } };
}

/** Keeps the selection on a row that still exists. A spec still loading or read only is not edited. */
function withEdit(spec: OpenSpec, edit: EditState): OpenSpec {
  if (edit === spec.edit || spec.loading || spec.readOnly) return spec;
  const selected = spec.selectedRowId;
  const stillThere = selected !== null && edit.file.data.some((row) => row.id === selected);
  return { ...spec, edit, selectedRowId: stillThere ? selected : null };
}

export function createSpecFilesStore() {
  return create<SpecFilesState>()((set) => ({
    specs: {},
    addSpec: (file, saved = file, history) =>
      set((state) => {
        const edit = history ? { file, past: history.past, future: history.future } : startEditing(file);
        return { specs: { ...state.specs, [file.id]: { edit, saved, selectedRowId: null } } };
      }),
    addLoadingSpec: (file) =>
      set((state) => ({
        specs: {
          ...state.specs,
          [file.id]: { edit: startEditing(file), saved: file, selectedRowId: null, loading: true },
        },
      })),
    finishLoading: (file) =>
      set((state) => {
        if (!state.specs[file.id]?.loading) return state;
        return {
          specs: {
            ...state.specs,
            [file.id]: { edit: startEditing(file), saved: file, selectedRowId: null },
          },
        };
      }),
    removeSpec: (fileId) =>
      set((state) => {
        if (!state.specs[fileId]) return state;
        const { [fileId]: _removed, ...rest } = state.specs;
        return { specs: rest };
      }),
    dispatch: (fileId, command, label) =>
      set((state) => update(state, fileId, (spec) => withEdit(spec, execute(spec.edit, command, label)))),
    replaceFile: (fileId, file, label) =>
      set((state) => update(state, fileId, (spec) => withEdit(spec, replaceFile(spec.edit, file, label)))),
    undo: (fileId) => set((state) => update(state, fileId, (spec) => withEdit(spec, undo(spec.edit)))),
    redo: (fileId) => set((state) => update(state, fileId, (spec) => withEdit(spec, redo(spec.edit)))),
    retractAddedRow: (fileId, rowId) =>
      set((state) => update(state, fileId, (spec) => withEdit(spec, retractAddedRow(spec.edit, rowId)))),
    selectRow: (fileId, rowId) =>
      set((state) =>
        update(state, fileId, (spec) =>
          spec.selectedRowId === rowId ? spec : { ...spec, selectedRowId: rowId },
        ),
      ),
    rebase: (fileId, change) =>
      set((state) =>
        update(state, fileId, (spec) => {
          if (spec.loading) return spec;
          const edit = rebaseHistory(spec.edit, change);
          if (edit === spec.edit) return spec;
          // Others' changes reach a read-only spec too.
          const next = withEdit({ ...spec, readOnly: false }, edit);
          return { ...next, readOnly: spec.readOnly === true };
        }),
      ),
    setReadOnly: (fileId, readOnly) =>
      set((state) =>
        update(state, fileId, (spec) => (Boolean(spec.readOnly) === readOnly ? spec : { ...spec, readOnly })),
      ),
    markSaved: (fileId) =>
      set((state) => update(state, fileId, (spec) => ({ ...spec, saved: spec.edit.file }))),
  }));
}

export const useSpecFilesStore = createSpecFilesStore();

export function isDirty(spec: OpenSpec | undefined): boolean {
  return spec !== undefined && spec.edit.file !== spec.saved;
}

export function specCanUndo(spec: OpenSpec | undefined): boolean {
  return spec !== undefined && canUndo(spec.edit);
}

export function specCanRedo(spec: OpenSpec | undefined): boolean {
  return spec !== undefined && canRedo(spec.edit);
}

/** The current file of an open spec, for components: re-renders only when that file changes. */
export function useSpecFile(fileId: string | undefined): RequirementFile | undefined {
  return useSpecFilesStore((state) => (fileId ? state.specs[fileId]?.edit.file : undefined));
}

export function useSelectedRowId(fileId: string | undefined): string | null {
  return useSpecFilesStore((state) => (fileId ? (state.specs[fileId]?.selectedRowId ?? null) : null));
}

/** Whether the open file is a workspace spec this user may only read. */
export function useReadOnlySpec(fileId: string): boolean {
  return useSpecFilesStore((state) => state.specs[fileId]?.readOnly === true);
}
