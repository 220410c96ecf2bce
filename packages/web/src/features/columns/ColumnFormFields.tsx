import { alignments, cleanOptions, type EditorType } from '@specwright/core';
import { TextField } from '../../ui/TextField';
import { OptionInputs } from './OptionInputs';
import type { ColumnDraftState, DraftField } from './use-column-draft';

const EDITOR_LABELS: Record<EditorType, string> = {
  text: 'Text',
  textarea: 'Text area',
  select: 'Select',
  enum: 'Enum',
};

const ALIGN_LABELS = { left: 'Left', center: 'Center', right: 'Right' } as const;

export function fieldInputId(idPrefix: string, field: DraftField): string {
  return `${idPrefix}-${field}`;
}

interface ColumnFormFieldsProps {
  idPrefix: string;
  state: ColumnDraftState;
  /** The header name changed (Add Column suggests a field name from it). */
  onHeaderName?: (headerName: string) => void;
  /** id and rowOrder keep their field name. */
  fieldLocked?: boolean;
  /** Offer 'enum' (only for columns that already are enum columns). */
  allowEnum?: boolean;
  /** Shows the rename warning under the field name. */
  showRenameWarning?: string | null;
  defaultValueHint?: string;
}

/** The fields shared by Add Column and Edit Column. */
export function ColumnFormFields({
  idPrefix,
  state,
  onHeaderName,
  fieldLocked = false,
  allowEnum = false,
  showRenameWarning,
  defaultValueHint,
}: ColumnFormFieldsProps) {
  const { draft, errors, update, touch } = state;
  const isSelect = draft.editorType === 'select' || draft.editorType === 'enum';
  const types: EditorType[] = allowEnum
    ? ['text', 'textarea', 'select', 'enum']
    : ['text', 'textarea', 'select'];
  const options = cleanOptions(draft.options);
  const defaultChoices =
    draft.defaultValue === '' || options.includes(draft.defaultValue)
      ? options
      : [draft.defaultValue, ...options];
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <div className="form-row">
        <TextField
          id={fieldInputId(idPrefix, 'headerName')}
          label="Header name"
          value={draft.headerName}
          error={errors.headerName}
          autoComplete="off"
          onChange={(event) => {
            update({ headerName: event.target.value }, 'headerName');
            onHeaderName?.(event.target.value);
          }}
          onBlur={() => touch('headerName')}
        />
        <TextField
          id={fieldInputId(idPrefix, 'field')}
          label="Field name"
          value={draft.field}
          error={errors.field}
          hint={fieldLocked ? 'This field name is used by Specwright and cannot change.' : undefined}
          readOnly={fieldLocked}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => update({ field: event.target.value }, 'field')}
          onBlur={() => touch('field')}
        />
      </div>
      {showRenameWarning ? (
        <p className="form-warning" role="note">
          {showRenameWarning}
        </p>
      ) : null}
      <div className="form-row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={id('type')}>
            Editor type
          </label>
          <select
            id={id('type')}
            className="form-input"
            value={draft.editorType}
            onChange={(event) => update({ editorType: event.target.value as EditorType })}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {EDITOR_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={id('align')}>
            Alignment
          </label>
          <select
            id={id('align')}
            className="form-input"
            value={draft.align}
            onChange={(event) => update({ align: event.target.value as (typeof alignments)[number] })}
          >
            {alignments.map((align) => (
              <option key={align} value={align}>
                {ALIGN_LABELS[align]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={id('width')}
          label="Width (px)"
          type="number"
          min={50}
          step={10}
          value={Number.isFinite(draft.width) ? draft.width : ''}
          onChange={(event) => update({ width: event.target.valueAsNumber })}
        />
      </div>
      {isSelect ? (
        <OptionInputs
          id={fieldInputId(idPrefix, 'options')}
          options={draft.options}
          error={errors.options}
          onChange={(next) => update({ options: next }, 'options')}
        />
      ) : null}
      {isSelect ? (
        <div className="form-field">
          <label className="form-field__label" htmlFor={id('default')}>
            Default value
          </label>
          <select
            id={id('default')}
            className="form-input"
            value={draft.defaultValue}
            onChange={(event) => update({ defaultValue: event.target.value })}
          >
            <option value="">(none)</option>
            {defaultChoices.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          id={id('default')}
          label="Default value"
          value={draft.defaultValue}
          hint={defaultValueHint}
          autoComplete="off"
          onChange={(event) => update({ defaultValue: event.target.value })}
        />
      )}
    </>
  );
}
