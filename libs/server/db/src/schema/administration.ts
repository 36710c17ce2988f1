import type { Insertable, Selectable } from 'kysely';

// Roles, the clients of an account and its password history (issue 17, decision 0029).

export interface AdministrationTables {
  roles: RoleTable;
  account_roles: AccountRoleTable;
  account_clients: AccountClientTable;
  password_history: PasswordHistoryTable;
}

/** A named set of rights that staff accounts hold. */
export interface RoleTable {
  id: string;
  /** Unique. */
  name: string;
  description: string;
  /** JSON array of right ids (the contract's RIGHTS). */
  rights: string;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface AccountRoleTable {
  user_id: string;
  role_id: string;
}

/** A client system (the contract's CLIENTS) an account may use. */
export interface AccountClientTable {
  user_id: string;
  client_id: string;
}

/** A password an account has had (its current one included): none of the last 5 may come back. */
export interface PasswordHistoryTable {
  user_id: string;
  /** 1, 2, 3 … per account: the order the passwords were set in (times may tie). */
  seq: number;
  password_hash: string;
  created_at: number;
}

export type Role = Selectable<RoleTable>;
export type NewRole = Insertable<RoleTable>;
