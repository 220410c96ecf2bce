import { linkKey, linkOf, MAX_LINK_TYPE_LENGTH, type SpecLink } from '../spec/links.js';
import type { RequirementFile } from '../spec/model.js';

export function withoutLinks(file: RequirementFile): RequirementFile {
  const { links: _dropped, ...rest } = file;
  return rest;
}

function withLinks(file: RequirementFile, links: readonly SpecLink[]): RequirementFile {
  return links.length > 0 ? { ...file, links } : withoutLinks(file);
}

function hasRow(file: RequirementFile, rowId: string): boolean {
  return file.data.some((row) => row.id === rowId);
}

function cleanType(type: string): string {
  return type.trim().slice(0, MAX_LINK_TYPE_LENGTH);
}

export function addLink(file: RequirementFile, link: SpecLink): RequirementFile {
  const type = cleanType(link.type);
  const crossSpec = link.toSpec !== undefined && link.toSpec !== '';
  if (type === '' || !hasRow(file, link.from)) return file;
  if (!crossSpec && (link.from === link.to || !hasRow(file, link.to))) return file;
  const added = linkOf(link.from, link.to, type, undefined, link.toSpec);
  const links = file.links ?? [];
  if (links.some((existing) => linkKey(existing) === linkKey(added))) return file;
  return withLinks(file, [...links, added]);
}

export function removeLink(file: RequirementFile, link: SpecLink): RequirementFile {
  const links = file.links ?? [];
  const kept = links.filter((existing) => linkKey(existing) !== linkKey(link));
  return kept.length === links.length ? file : withLinks(file, kept);
}

export function changeLinkType(file: RequirementFile, link: SpecLink, linkType: string): RequirementFile {
  const type = cleanType(linkType);
  const links = file.links ?? [];
  const changed = { ...link, type };
  if (type === '' || type === link.type || links.some((existing) => linkKey(existing) === linkKey(changed))) {
    return file;
  }
  const index = links.findIndex((existing) => linkKey(existing) === linkKey(link));
  if (index < 0) return file;
  return withLinks(file, links.with(index, changed));
}
