import { DICTIONARY_KINDS } from '@portal/api-contract';
import type { AdministrationText } from '../text';

/** The kinds of group as options, named in the active language (the contract's DICTIONARY_KIND_LABELS in Chinese). */
export const kindOptions = (t: AdministrationText) => DICTIONARY_KINDS.map((kind) => ({ value: kind, label: t(`dictionary.kind.${kind}`) }));
