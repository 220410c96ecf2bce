/** Bibliography shared by the lexicons and the documentation page. */
export const sources = {
  iso29148: 'ISO/IEC/IEEE 29148:2018, section 5.2.7, Requirements language criteria',
  incoseR7: 'INCOSE Guide to Writing Requirements v4 (2023), R7 Vague Terms',
  incoseR8: 'INCOSE Guide to Writing Requirements v4 (2023), R8 Escape Clauses',
  incoseR9: 'INCOSE Guide to Writing Requirements v4 (2023), R9 Open-Ended Clauses',
  incoseR16: 'INCOSE Guide to Writing Requirements v4 (2023), R16 Use of "Not"',
  incoseR26: 'INCOSE Guide to Writing Requirements v4 (2023), R26 Absolutes',
  dod: 'US DoD system specifications (MIL-STD-961): "as an objective" marks a non-mandatory goal',
  nasaArm: 'NASA ARM weak phrases (Wilson, Rosenberg, Hyatt, ICSE 1997)',
  femmer: 'Femmer et al., "Rapid quality assurance with Requirements Smells", JSS 2017',
  tjongBerry: 'Tjong & Berry, ambiguity handbook lexicon (as used by OpenReq)',
  wiegers: 'Wiegers & Beatty, Software Requirements (3rd ed.), ambiguous terms',
  cuss: 'Profanity lists such as the npm "cuss" word list (own short list, mild and unambiguous words)',
  arta: 'Suppressions tuned on ~4,750 real requirement sentences (ARTA data set, Zakeri-Nasrabadi et al. 2024)',
} as const;
