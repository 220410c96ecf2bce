import { type LinkTarget, type LinkTargetState, linkTargetKey, type SpecLink } from '@specwright/core';

/** Where a link across specs points, as far as the app knows: `loading` until the server answered. */
export interface CrossSpecEnd {
  readonly specId: string;
  readonly rowId: string;
  readonly state: LinkTargetState | 'loading';
}

/** The rows of other specs a spec's links point to, by `linkTargetKey`. */
export type CrossSpecTargets = Readonly<Record<string, LinkTarget>>;

/** How a link across specs names its other end: "Tests spec › T-3", "Broken link: Tests spec › r2", … */
export function crossSpecEnd(
  link: SpecLink & { readonly toSpec: string },
  targets: CrossSpecTargets | undefined,
): { end: CrossSpecEnd; label: string; text: string } {
  const target = targets?.[linkTargetKey(link.toSpec, link.to)];
  const end = { specId: link.toSpec, rowId: link.to, state: target?.state ?? 'loading' } as const;
  if (!target) return { end, label: `Another spec › ${link.to}`, text: '' };
  if (target.state === 'hidden') return { end, label: 'A spec you cannot open', text: '' };
  const spec = target.spec_title ?? target.spec_id;
  if (target.state === 'broken') return { end, label: `Broken link: ${spec} › ${target.row_id}`, text: '' };
  return { end, label: `${spec} › ${target.requirement_id ?? target.row_id}`, text: target.text ?? '' };
}

/** How many of a row's links point to a row that is gone. */
export const brokenCount = (views: readonly { readonly crossSpec?: CrossSpecEnd }[]) =>
  views.filter((view) => view.crossSpec?.state === 'broken').length;
