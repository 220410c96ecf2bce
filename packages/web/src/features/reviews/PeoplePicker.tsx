import type { ReviewCandidate } from './use-review-people';

interface PeoplePickerProps {
  legend: string;
  hint: string;
  people: readonly ReviewCandidate[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

/** A group of check boxes, one per person who may be named. */
export function PeoplePicker({ legend, hint, people, chosen, onChange }: PeoplePickerProps) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="review-request__people">
      <legend className="form-field__label">{legend}</legend>
      <p className="form-field__hint">{hint}</p>
      <div className="review-request__choices">
        {people.map((person) => (
          <label key={person.id} className="form-checkbox">
            <input
              type="checkbox"
              checked={chosen.has(person.id)}
              onChange={(event) => toggle(person.id, event.target.checked)}
            />
            {person.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
