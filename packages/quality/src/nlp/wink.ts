import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsHelpers, type WinkMethods } from 'wink-nlp';

interface EnglishNlp {
  nlp: WinkMethods;
  its: ItsHelpers;
}

let loaded: EnglishNlp | undefined;

/** The English model, instantiated once on first use (about 60 ms), with only the POS pipe. */
export function englishNlp(): EnglishNlp {
  if (loaded === undefined) {
    const nlp = winkNLP(model, ['sbd', 'pos']);
    loaded = { nlp, its: nlp.its };
  }
  return loaded;
}
