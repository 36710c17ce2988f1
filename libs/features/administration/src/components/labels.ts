import { CLIENT_IDS, RIGHT_IDS, type ClientId, type RightId } from '@portal/api-contract';
import type { AdministrationText } from '../text';

/*
 * The contract's catalogues (clients, rights) in the interface language: one catalogue key per
 * value; an id the catalogue does not know is shown as it is.
 */

const isClient = (id: string): id is ClientId => (CLIENT_IDS as readonly string[]).includes(id);
const isRight = (id: string): id is RightId => (RIGHT_IDS as readonly string[]).includes(id);

/** A client's name. */
export const clientName = (t: AdministrationText, id: string): string => (isClient(id) ? t(`client.${id}.name`) : id);

/** A client's description (what it is used for). */
export const clientDescription = (t: AdministrationText, id: ClientId): string => t(`client.${id}.description`);

/** A right's name. */
export const rightName = (t: AdministrationText, id: string): string => (isRight(id) ? t(`right.${id}`) : id);

/** Names joined as a list (、 in Chinese). */
export const joined = (t: AdministrationText, names: readonly string[]): string => names.join(t('common.listSeparator'));
