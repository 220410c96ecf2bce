import {
  isRequirementRow,
  linkKey,
  type RequirementFile,
  type SpecLink,
  type TraceView,
} from '@specwright/core';
import { buildTraceMatrix, type TraceSource, type TraceTarget } from '@specwright/quality/generate';
import { traceSources, traceTargets } from '../generate/trace-sources';

/** A suggested `verifies` link from a test to a requirement, for the user to accept or dismiss. */
export interface TraceProposal {
  /** The link's key (`linkKey`), also what a dismissal keeps. */
  key: string;
  /** The open file the link is added to: the test's. */
  fileId: string;
  link: SpecLink;
  requirementLabel: string;
  requirementText: string;
  testLabel: string;
  testText: string;
  similarity: number;
  /** Why it cannot be accepted, when it cannot. */
  blocked?: string;
}

export const KEEP_BOTH_SPECS = 'Keep both specs in your account to link them.';

interface Side {
  items: readonly (TraceTarget | TraceSource)[];
  rowIds: readonly string[];
}

function firstRowOf(side: Side): Map<string, number> {
  const indexes = new Map<string, number>();
  side.items.forEach((item, index) => {
    if (!indexes.has(item.id)) indexes.set(item.id, index);
  });
  return indexes;
}

interface ProposalSides {
  left: Side & { items: readonly TraceTarget[] };
  right: Side & { items: readonly TraceSource[] };
  fileId: string;
  toSpec?: string;
  blocked?: string;
}

function proposalsOf(sides: ProposalSides): TraceProposal[] {
  const { left, right } = sides;
  const matrix = buildTraceMatrix(left.items, right.items);
  const leftIndex = firstRowOf(left);
  const rightIndex = firstRowOf(right);
  const proposals: TraceProposal[] = [];
  for (const pair of matrix.links) {
    if (pair.kind !== 'suggested') continue;
    const l = leftIndex.get(pair.leftId) ?? -1;
    const r = rightIndex.get(pair.rightId) ?? -1;
    const from = right.rowIds[r];
    const to = left.rowIds[l];
    if (from === undefined || to === undefined || from === to) continue;
    const link: SpecLink = { from, to, type: 'verifies', ...(sides.toSpec ? { toSpec: sides.toSpec } : {}) };
    proposals.push({
      key: linkKey(link),
      fileId: sides.fileId,
      link,
      requirementLabel: pair.leftId,
      requirementText: left.items[l]?.text ?? '',
      testLabel: pair.rightId,
      testText: right.items[r]?.text ?? '',
      similarity: pair.similarity ?? 0,
      ...(sides.blocked ? { blocked: sides.blocked } : {}),
    });
  }
  return proposals.sort((a, b) => b.similarity - a.similarity);
}

/** Suggestions between a spec's requirements and its own tests (the pairs a link joins already left out). */
export function ownProposals(fileId: string, view: TraceView): TraceProposal[] {
  const labels = new Map(
    view.requirements.map((requirement) => [requirement.rowId, requirement.requirementId]),
  );
  const tests = view.tests.map((test) => ({
    id: test.testId,
    text: test.text,
    references: test.verifies.map((rowId) => labels.get(rowId) ?? '').join(', '),
  }));
  return proposalsOf({
    fileId,
    left: {
      items: view.requirements.map((requirement) => ({
        id: requirement.requirementId,
        text: requirement.text,
      })),
      rowIds: view.requirements.map((requirement) => requirement.rowId),
    },
    right: { items: tests, rowIds: view.tests.map((test) => test.rowId) },
  });
}

export interface OtherSpecTrace {
  left: RequirementFile;
  right: RequirementFile;
  leftField: string;
  rightField: string;
  idField: string | undefined;
  /** The left spec's requirements (its trace view's, tests left out). */
  requirementRowIds: ReadonlySet<string>;
  /** The account ids of the two specs, when they are kept. */
  leftSpecId?: string;
  rightSpecId?: string;
}

/** Suggestions between a spec's requirements and another open spec's items: links kept in the other spec. */
export function otherSpecProposals(trace: OtherSpecTrace): TraceProposal[] {
  const requirementRows = (file: RequirementFile) => file.data.filter(isRequirementRow).map((row) => row.id);
  const kept = trace.leftSpecId !== undefined && trace.rightSpecId !== undefined;
  const existing = new Set((trace.right.links ?? []).map(linkKey));
  const leftRows = requirementRows(trace.left);
  const leftItems = traceTargets(trace.left, trace.leftField);
  const wanted = leftRows.map((rowId) => trace.requirementRowIds.has(rowId));
  return proposalsOf({
    fileId: trace.right.id,
    left: {
      items: leftItems.filter((_, index) => wanted[index]),
      rowIds: leftRows.filter((_, index) => wanted[index]),
    },
    right: {
      items: traceSources(trace.right, trace.rightField, trace.idField),
      rowIds: requirementRows(trace.right),
    },
    ...(kept ? { toSpec: trace.leftSpecId } : { blocked: KEEP_BOTH_SPECS }),
  }).filter((proposal) => !existing.has(proposal.key));
}
