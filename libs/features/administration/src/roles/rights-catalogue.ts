import { CLIENTS, RIGHTS, type ClientView, type RightId } from '@portal/api-contract';

type Right = (typeof RIGHTS)[number];

/** The contract's catalogue as client-list answers it: each client with its rights. */
export const CATALOGUE_CLIENTS: ClientView[] = CLIENTS.map((client) => ({
  ...client,
  rights: RIGHTS.filter((right) => right.client === client.id).map((right) => right.id),
}));

export interface RightGroup {
  client: ClientView;
  rights: Right[];
}

/**
 * The rights to choose from, grouped by the client they belong to (in the clients' order),
 * each group's rights in catalogue order. Only rights the catalogue names (and so can show and
 * send) are offered; a client without any is left out.
 */
export function rightGroups(clients: readonly ClientView[]): RightGroup[] {
  return clients
    .map((client) => ({ client, rights: RIGHTS.filter((right) => right.client === client.id && client.rights.includes(right.id)) }))
    .filter((group) => group.rights.length > 0);
}

/** The given rights in catalogue order, each once; anything the catalogue does not name is dropped. */
export function inCatalogueOrder(rights: Iterable<string>): RightId[] {
  const chosen = new Set(rights);
  return RIGHTS.filter((right) => chosen.has(right.id)).map((right) => right.id);
}
