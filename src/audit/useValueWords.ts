import { useTranslate } from 'react-admin';
import type { ValueWords } from './auditValues';

/** The words auditValueText needs, in the reader's language. */
export function useValueWords(): ValueWords {
  const translate = useTranslate();
  return {
    yes: translate('ra.boolean.true'),
    no: translate('ra.boolean.false'),
    labelled: (label, value) => translate('app.punctuation.labelled', { label, value }),
  };
}
