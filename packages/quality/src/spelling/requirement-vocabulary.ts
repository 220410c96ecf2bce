/** Frequent words of requirement texts, preferred among equally close spelling corrections. */
export const requirementVocabulary: ReadonlySet<string> = new Set(
  `shall must should will may can system user users data display provide allow support require required
  interface account password message error request response within each when while where then which their
  there the and that this with from into field value record report access server client page screen button
  input output file files save load send receive store update delete create read login logout sign email
  time second seconds minute minutes hour hours day days number list table column row rows status event
  notify notification valid invalid enter select show hide open close start stop submit cancel confirm`
    .split(/\s+/)
    .filter(Boolean),
);
