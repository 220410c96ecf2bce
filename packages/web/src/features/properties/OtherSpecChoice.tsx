import type { SpecSummary } from '@specwright/core';
import { useEffect, useState } from 'react';
import { fetchKeptSpecs } from '../cross-spec-links/cross-spec-api';

type Specs =
  | { status: 'loading' }
  | { status: 'ready'; specs: SpecSummary[] }
  | { status: 'error'; message: string };

const placeOf = (spec: SpecSummary) => spec.workspace?.name ?? 'My Specs';

/** Picks another spec the user keeps (their own or a workspace's) for a link to point into. */
export function OtherSpecChoice({
  thisSpecId,
  value,
  onChange,
}: {
  thisSpecId: string;
  value: string | null;
  onChange: (specId: string | null) => void;
}) {
  const [specs, setSpecs] = useState<Specs>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchKeptSpecs(controller.signal)
      .then((all) => setSpecs({ status: 'ready', specs: all.filter((spec) => spec.id !== thisSpecId) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setSpecs({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [thisSpecId]);
  if (specs.status === 'loading')
    return (
      <p className="links__note" role="status">
        Loading your specs…
      </p>
    );
  if (specs.status === 'error')
    return (
      <p className="links__note links__note--error" role="alert">
        {specs.message}
      </p>
    );
  if (specs.specs.length === 0) return <p className="links__note">You keep no other spec to link to.</p>;
  return (
    <select
      className="properties__input links__spec"
      aria-label="Spec to link to"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      <option value="">Choose a spec…</option>
      {specs.specs.map((spec) => (
        <option key={spec.id} value={spec.id}>
          {spec.title} ({placeOf(spec)})
        </option>
      ))}
    </select>
  );
}
