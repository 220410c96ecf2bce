import { optionInputs } from '@specwright/core';
import { useEffect, useRef } from 'react';

interface OptionInputsProps {
  id: string;
  options: readonly string[];
  error: string | undefined;
  onChange: (options: string[]) => void;
}

/** The options of a select column: one input each, add and remove; one input row always stays. */
export function OptionInputs({ id, options, error, onChange }: OptionInputsProps) {
  const list = useRef<HTMLUListElement>(null);
  const previousCount = useRef(options.length);
  useEffect(() => {
    // Focus the input that "Add option" just created.
    if (options.length > previousCount.current) {
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    }
    previousCount.current = options.length;
  }, [options.length]);

  const errorId = `${id}-error`;
  return (
    <fieldset className="option-inputs" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">Options</legend>
      <ul ref={list} className="option-inputs__list">
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: inputs are identified by their place in the list
          <li key={index} className="option-inputs__row">
            <input
              id={index === 0 ? id : undefined}
              className="form-input"
              value={option}
              aria-label={`Option ${index + 1}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(options.map((o, i) => (i === index ? event.target.value : o)))}
            />
            <button
              type="button"
              className="button small option-inputs__remove"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(optionInputs(options.filter((_, i) => i !== index)))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button small" onClick={() => onChange([...options, ''])}>
        Add option
      </button>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : (
        <p className="form-field__hint">Blank options are dropped when you save.</p>
      )}
    </fieldset>
  );
}
