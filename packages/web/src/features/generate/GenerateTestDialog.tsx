import { rowLabelsOf } from '@specwright/core';
import { TEST_TYPES, type TestType } from '@specwright/quality/generate';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { usePublicConfig } from '../../app/config/config-context';
import { useSession, useSpecFiles } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { SelectField } from './SelectField';
import { selectedRequirement, type TestScope } from './test-sources';
import { type TestPlacement, useGenerateTests } from './use-generate-tests';
import './generate.css';

const TYPE_LABELS: Record<TestType, string> = {
  unit: 'unit',
  integration: 'integration',
  e2e: 'e2e',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Generate → Test: test cases in Given/When/Then form for the selected row or every requirement, and a test file. */
export function GenerateTestDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const spec = useSpecFiles((state) => state.specs[fileId]);
  const selected = spec ? selectedRequirement(spec.edit.file, spec.selectedRowId) : undefined;
  const selectedLabel =
    spec && selected ? (rowLabelsOf(spec.edit.file, [selected.id])[selected.id] ?? selected.id) : '';
  const [type, setType] = useState<TestType>('unit');
  const [scope, setScope] = useState<TestScope>(selected ? 'selected' : 'all');
  const [placement, setPlacement] = useState<TestPlacement>('tab');
  const editable = spec?.readOnly !== true;
  const { ai } = usePublicConfig();
  const signedIn = useSession((state) => state.user !== null);
  const { result, error, busy, generate } = useGenerateTests(fileId, ai.configured && signedIn);

  if (result) {
    const { skeleton } = result;
    return (
      <DialogFrame
        title="Generate Test"
        description={`Generated ${plural(result.cases, 'test case')} for ${plural(result.requirements, 'requirement')}; ${result.placement === 'spec' ? 'they are added to this spec, each linked to the requirement it verifies.' : 'they are open in a new tab.'}`}
        onClose={onClose}
        testId="generate-test-dialog"
        step="done"
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() =>
                runAction(
                  'generate.download',
                  { source: 'dialog' },
                  { ...skeleton, type: 'text/typescript;charset=utf-8' },
                )
              }
            >
              Download {skeleton.fileName}
            </button>
            <button type="button" className="button primary" onClick={onClose}>
              Done
            </button>
          </>
        }
      >
        {result.model ? (
          <p className="generate-note generate-note--result" data-testid="generate-test-model">
            {result.model.refined
              ? 'The language model refined the scenarios.'
              : `The language model could not refine the scenarios (${result.model.failure}); they are derived from each requirement's structure.`}
          </p>
        ) : null}
        <section className="generate-preview" aria-label="Test file preview" tabIndex={-1}>
          <pre>{skeleton.content.split('\n').slice(0, 14).join('\n')}</pre>
        </section>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title="Generate Test"
      description="Acceptance scenarios (Given/When/Then) traced to requirement ids, and a test file to start from."
      onClose={onClose}
      testId="generate-test-dialog"
      step="form"
      form={{ onSubmit: () => void generate(type, scope, placement), error }}
      actions={<FormActions submitLabel={busy ? 'Generating…' : 'Generate'} submitDisabled={busy} />}
    >
      <SelectField
        id="generate-test-type"
        label="Type"
        value={type}
        options={TEST_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        onChange={(value) => setType(TEST_TYPES.find((candidate) => candidate === value) ?? 'unit')}
      />
      <fieldset className="generate-scope">
        <legend className="form-field__label">Requirements</legend>
        <label className="form-checkbox">
          <input
            type="radio"
            name="generate-test-scope"
            checked={scope === 'selected'}
            disabled={!selected}
            onChange={() => setScope('selected')}
          />
          {selected ? `Selected row (${selectedLabel})` : 'Selected row (none selected)'}
        </label>
        <label className="form-checkbox">
          <input
            type="radio"
            name="generate-test-scope"
            checked={scope === 'all'}
            onChange={() => setScope('all')}
          />
          All requirements
        </label>
      </fieldset>
      <label className="form-checkbox">
        <input
          type="checkbox"
          checked={placement === 'spec'}
          disabled={!editable}
          onChange={(event) => setPlacement(event.target.checked ? 'spec' : 'tab')}
        />
        Add the test cases to this spec, each linked to the requirement it verifies
      </label>
    </DialogFrame>
  );
}
