/**
 * A list column's `sx` when its header is longer than its values (a date, a count, a billing
 * period): the header may wrap between words, where the theme keeps headers on one line, rather
 * than widen the table past its card in a language of longer words ("Date de parution").
 */
export const wrappingHeader = { '&.RaDataTable-headerCell': { whiteSpace: 'normal' } } as const;
