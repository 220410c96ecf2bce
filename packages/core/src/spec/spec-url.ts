/** The address parameters that open a kept spec at one of its rows: `/?spec=<id>&row=<row id>`. */
export const SPEC_URL_PARAM = 'spec';
export const ROW_URL_PARAM = 'row';

/** A kept spec's id is a UUID; a row id is what the live channel accepts. */
const SPEC_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ROW_ID_LENGTH = 200;

/** A kept spec, and the row to show in it (null for none). */
export interface SpecPlace {
  specId: string;
  rowId: string | null;
}

/** The address that opens `place` in the app served at `appUrl`. */
export function specUrl(appUrl: string, place: SpecPlace): string {
  const params = new URLSearchParams({ [SPEC_URL_PARAM]: place.specId });
  if (place.rowId !== null) params.set(ROW_URL_PARAM, place.rowId);
  return `${appUrl.replace(/\/+$/, '')}/?${params.toString()}`;
}

/** The spec an address opens; null when it names none, or names it in a way no kept spec is named. */
export function readSpecUrl(url: URL): SpecPlace | null {
  const specId = url.searchParams.get(SPEC_URL_PARAM);
  if (specId === null || !SPEC_ID_PATTERN.test(specId)) return null;
  const rowId = url.searchParams.get(ROW_URL_PARAM);
  const rowUsable = rowId !== null && rowId.length > 0 && rowId.length <= MAX_ROW_ID_LENGTH;
  return { specId: specId.toLowerCase(), rowId: rowUsable ? rowId : null };
}

/** The same address without the parameters naming a spec, so a reload does not open it again. */
export function withoutSpecUrlParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of [SPEC_URL_PARAM, ROW_URL_PARAM]) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
