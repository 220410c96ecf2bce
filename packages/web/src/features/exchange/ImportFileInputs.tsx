import { useEffect, useRef } from 'react';
import { type ImportKind, registerImportPicker } from './exchange-picker';
import { importChosenFile } from './import-chosen-file';

const ACCEPT: Record<ImportKind, string> = {
  table: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
  reqif: '.reqif,.xml',
};

function ImportFileInput({ kind }: { kind: ImportKind }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    registerImportPicker(kind, () => input.current?.click());
    return () => registerImportPicker(kind, null);
  }, [kind]);
  return (
    <input
      ref={input}
      type="file"
      accept={ACCEPT[kind]}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`import-${kind}-input`}
      onChange={(event) => {
        const target = event.currentTarget;
        const chosen = target.files?.[0];
        target.value = '';
        if (chosen) void importChosenFile(chosen, kind);
      }}
    />
  );
}

/** The hidden file inputs behind File → Import → Excel or CSV and ReqIF. */
export function ImportFileInputs() {
  return (
    <>
      <ImportFileInput kind="table" />
      <ImportFileInput kind="reqif" />
    </>
  );
}
