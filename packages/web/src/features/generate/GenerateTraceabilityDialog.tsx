import type { RequirementFile } from '@specwright/core';
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { runAction } from '../../actions/app-actions';
import { useSpecFiles } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { SelectField } from './SelectField';
import { defaultLeftField, defaultRightField, defaultRightFile, fieldOptions } from './trace-choices';
import { traceTargets } from './trace-sources';
import './generate.css';

export const NO_LEFT_REQUIREMENTS = 'No requirements found in the left file.';

function fieldOf(file: RequirementFile | undefined, field: string): string {
  return file && fieldOptions(file).some((option) => option.value === field) ? field : 'id';
}

interface TraceSideProps {
  side: 'Left' | 'Right';
  fileId: string;
  file: RequirementFile | undefined;
  field: string;
  fileOptions: readonly { value: string; label: string }[];
  onFile: (fileId: string) => void;
  onField: (field: string) => void;
}

/** One side of the trace: the open spec and its field. */
function TraceSide({ side, fileId, file, field, fileOptions, onFile, onField }: TraceSideProps) {
  const key = side.toLowerCase();
  return (
    <div className="generate-side">
      <SelectField
        id={`trace-${key}-file`}
        label={`${side} file`}
        value={fileId}
        options={fileOptions}
        onChange={onFile}
      />
      <SelectField
        id={`trace-${key}-field`}
        label={`${side} field`}
        value={fieldOf(file, field)}
        options={file ? fieldOptions(file) : []}
        onChange={onField}
      />
    </div>
  );
}

/** Generate → Traceability: which spec and field hold the requirements (left) and which name them (right). */
export function GenerateTraceabilityDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const files = useSpecFiles(useShallow((state) => Object.values(state.specs).map((spec) => spec.edit.file)));
  const byId = useMemo(() => new Map(files.map((file) => [file.id, file])), [files]);
  const [leftId, setLeftId] = useState(fileId);
  const initialRight = defaultRightFile(files, fileId);
  const [rightId, setRightId] = useState(initialRight?.id ?? fileId);
  const left = byId.get(leftId);
  const right = byId.get(rightId);
  const [leftField, setLeftField] = useState(() => (left ? defaultLeftField(left) : 'id'));
  const [rightField, setRightField] = useState(() => (initialRight ? defaultRightField(initialRight) : 'id'));
  const [error, setError] = useState<string | null>(null);
  const fileOptions = files.map((file) => ({ value: file.id, label: file.title }));

  const start = () => {
    if (!left || !right) return;
    if (traceTargets(left, fieldOf(left, leftField)).length === 0) {
      setError(NO_LEFT_REQUIREMENTS);
      return;
    }
    // The left spec's trace view shows its suggestions; with another file, those between the two as well.
    const request =
      left === right
        ? undefined
        : {
            rightFileId: right.id,
            leftField: fieldOf(left, leftField),
            rightField: fieldOf(right, rightField),
          };
    runAction('trace.open', { source: 'dialog' }, { fileId: left.id, ...(request ? { request } : {}) });
    onClose();
  };

  return (
    <DialogFrame
      title="Generate Traceability"
      description="Links each item on the right to the ids it names on the left, and suggests links between similar texts."
      onClose={onClose}
      testId="generate-traceability-dialog"
      width="wide"
      form={{ onSubmit: start, error }}
      actions={<FormActions submitLabel="Start" submitDisabled={!left || !right} />}
    >
      <div className="generate-sides">
        <TraceSide
          side="Left"
          fileId={leftId}
          file={left}
          field={leftField}
          fileOptions={fileOptions}
          onFile={(id) => {
            setLeftId(id);
            const file = byId.get(id);
            if (file) setLeftField(defaultLeftField(file));
          }}
          onField={setLeftField}
        />
        <TraceSide
          side="Right"
          fileId={rightId}
          file={right}
          field={rightField}
          fileOptions={fileOptions}
          onFile={(id) => {
            setRightId(id);
            const file = byId.get(id);
            if (file) setRightField(defaultRightField(file));
          }}
          onField={setRightField}
        />
      </div>
      <p className="generate-note">
        The left field holds each requirement's id; the right field names the ids an item traces to, separated
        by commas or spaces.
      </p>
    </DialogFrame>
  );
}
