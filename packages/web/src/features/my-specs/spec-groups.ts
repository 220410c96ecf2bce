import type { WorkspaceRole, WorkspaceSummary } from '@specwright/core';
import type { SpecSummary } from './specs-api';

/** A section of My Specs: Personal, or one workspace with the user's role there. */
export interface SpecGroup {
  workspaceId: string | null;
  title: string;
  role: WorkspaceRole | null;
  specs: SpecSummary[];
}

/**
 * Personal first, then one section per workspace (by name), each with its specs in the list's order.
 * A workspace without specs has its section too; one known only from its specs (the list of workspaces
 * not loaded) still gets its section.
 */
export function groupSpecs(
  specs: readonly SpecSummary[],
  workspaces: readonly WorkspaceSummary[],
): SpecGroup[] {
  const personal: SpecGroup = { workspaceId: null, title: 'Personal', role: null, specs: [] };
  const byId = new Map<string, SpecGroup>();
  for (const workspace of workspaces) {
    byId.set(workspace.id, {
      workspaceId: workspace.id,
      title: workspace.name,
      role: workspace.role,
      specs: [],
    });
  }
  for (const spec of specs) {
    const place = spec.workspace;
    if (!place) {
      personal.specs.push(spec);
      continue;
    }
    const group = byId.get(place.id) ?? {
      workspaceId: place.id,
      title: place.name,
      role: place.role,
      specs: [],
    };
    group.specs.push(spec);
    byId.set(place.id, group);
  }
  const sections = [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
  return [personal, ...sections];
}
