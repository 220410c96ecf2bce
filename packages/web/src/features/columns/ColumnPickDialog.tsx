import { type ReactNode, useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { ColumnChecklist, type ColumnChoice } from './ColumnChecklist';

export interface ColumnPickDialogProps {
  title: string;
  description: string;
  legend: string;
  columns: readonly ColumnChoice[];
  emptyText: string;
  /** The message when nothing is checked ('Please select at least one column to …'). */
  selectMessage: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** Shown between the list and the actions (e.g. the data loss warning). */
  notice?: ReactNode;
  extraActions?: ReactNode;
  onConfirm: (fields: string[]) => void;
  onClose: () => void;
  testId: string;
}

/** A dialog to choose one or more columns, for Remove, Hide and Show Columns. */
export function ColumnPickDialog(props: ColumnPickDialogProps) {
  const { columns, selectMessage, onConfirm, onClose } = props;
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const empty = columns.length === 0;

  const submit = () => {
    if (empty) {
      onClose();
      return;
    }
    const fields = columns.map((column) => column.field).filter((field) => checked.has(field));
    if (fields.length === 0) {
      setError(selectMessage);
      return;
    }
    // Closed first: confirming may open a follow-up question in its place.
    onClose();
    onConfirm(fields);
  };

  return (
    <DialogFrame
      title={props.title}
      description={props.description}
      onClose={onClose}
      testId={props.testId}
      form={{ onSubmit: submit }}
      actions={
        <FormActions
          submitLabel={empty ? 'Close' : props.submitLabel}
          submitVariant={empty ? 'primary' : props.submitVariant}
          extraActions={props.extraActions}
        />
      }
    >
      <ColumnChecklist
        id={`${props.testId}-list`}
        legend={props.legend}
        columns={columns}
        checked={checked}
        emptyText={props.emptyText}
        error={error}
        onChange={(next) => {
          setChecked(next);
          if (next.size > 0) setError(null);
        }}
      />
      {empty ? null : props.notice}
    </DialogFrame>
  );
}
