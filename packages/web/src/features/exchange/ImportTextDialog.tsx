import { useState } from 'react';
import type { DialogPropsByKind } from '../../state/dialogs';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { textSamples } from './text-samples';
import './exchange.css';

type ImportTextDialogProps = DialogPropsByKind['importText'];

/**
 * The mapping step of a ReqIF import whose attribute names do not say which holds the requirement text:
 * each attribute that could, with its first value, the guess chosen.
 */
export function ImportTextDialog({
  file,
  choice,
  onChoose,
  onClose,
}: ImportTextDialogProps & { onClose: () => void }) {
  const [chosen, setChosen] = useState(choice.chosen);
  const samples = textSamples(file, choice);
  return (
    <DialogFrame
      title="Choose the Requirement Text"
      description={`“${file.title}” does not say which attribute holds the requirement text. Specwright chose “${choice.chosen}”; choose another if that is not the text.`}
      onClose={onClose}
      testId="import-text-dialog"
      form={{
        onSubmit: () => {
          onClose();
          onChoose(chosen);
        },
        error: null,
      }}
      actions={<FormActions submitLabel="Import" />}
    >
      <fieldset className="import-text__choices">
        <legend className="form-field__label">Requirement text</legend>
        {choice.names.map((name) => (
          <label key={name} className="import-text__choice">
            <input
              type="radio"
              name="import-text"
              value={name}
              checked={chosen === name}
              onChange={() => setChosen(name)}
            />
            <span className="import-text__name">{name}</span>
            <span className="import-text__sample">{samples.get(name) || 'No values in the first rows'}</span>
          </label>
        ))}
      </fieldset>
    </DialogFrame>
  );
}
