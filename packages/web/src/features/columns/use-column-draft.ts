import {
  COLUMN_FORM_MESSAGES,
  type ColumnDraft,
  type ColumnDraftErrors,
  validateColumnDialogDraft,
} from '@specwright/core';
import { useState } from 'react';

export type DraftField = keyof ColumnDraftErrors;

export interface ColumnDraftState {
  draft: ColumnDraft;
  /** Errors to show now: of the fields the user has touched, or all of them after a submit. */
  errors: ColumnDraftErrors;
  /** The first field with an error, shown or not (the focus goes there after a refused submit). */
  firstInvalid: DraftField | undefined;
  /** 'Please fix errors before submitting.' after a submit with errors. */
  formError: string | null;
  update: (patch: Partial<ColumnDraft>, touched?: DraftField) => void;
  touch: (field: DraftField) => void;
  reset: (draft: ColumnDraft) => void;
  /** True when the draft is valid; otherwise reveals every error and returns false. */
  trySubmit: () => boolean;
}

const ERROR_ORDER: readonly DraftField[] = ['headerName', 'field', 'options'];

/** The first field with an error, in form order (to move the focus there). */
export function firstErrorField(errors: ColumnDraftErrors): DraftField | undefined {
  return ERROR_ORDER.find((field) => errors[field] !== undefined);
}

/** Form state of the Add/Edit Column dialogs, validated with the core column form rules. */
export function useColumnDraft(
  initial: () => ColumnDraft,
  existingFields: readonly string[],
  currentField?: string,
): ColumnDraftState {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const allErrors = validateColumnDialogDraft(draft, existingFields, currentField);
  const firstInvalid = firstErrorField(allErrors);
  const hasErrors = firstInvalid !== undefined;

  const errors: ColumnDraftErrors = {};
  for (const field of ERROR_ORDER) {
    const message = allErrors[field];
    if (message && (submitted || touched.has(field))) errors[field] = message;
  }

  const touch = (field: DraftField) =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  return {
    draft,
    errors,
    firstInvalid,
    formError: submitted && hasErrors ? COLUMN_FORM_MESSAGES.fixErrors : null,
    update: (patch, field) => {
      setDraft((current) => ({ ...current, ...patch }));
      if (field) touch(field);
    },
    touch,
    reset: (next) => {
      setDraft(next);
      setTouched(new Set());
      setSubmitted(false);
    },
    trySubmit: () => {
      if (!hasErrors) return true;
      setSubmitted(true);
      return false;
    },
  };
}
