import type { RightId } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/**
 * Issue 17: the administration area of the workspace (spec §1 §6 §7): staff accounts, roles and
 * rights, the audit log. Admins with the admin-management right; the server enforces the same.
 */
// A literal, not the contract's constant: the route table is in the first load, the rights catalogue need not be (issue 13).
const ADMIN_MANAGE_RIGHT: RightId = 'admin:manage';
const DICTIONARY_RIGHT: RightId = 'search:dictionary';

export const administrationRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.admins,
      roles: ['admin'],
      right: ADMIN_MANAGE_RIGHT,
      navPath: paths.workspace.admins.list(),
      lazy: () => import('./accounts/accounts-page').then((module) => module.AccountsPage),
    },
    {
      // Admins with the user-view right see every corporation, reviewers those that applied in their domains (the server decides).
      page: paths.workspace.users,
      roles: ['admin', 'user'],
      lazy: () => import('./users/users-page').then((module) => module.UsersPage),
    },
    {
      page: paths.workspace.roles,
      roles: ['admin'],
      right: ADMIN_MANAGE_RIGHT,
      lazy: () => import('./roles/roles-page').then((module) => module.RolesPage),
    },
    {
      // Issue 18: synonyms, department short names, formats and English words of the search.
      page: paths.workspace.dictionary,
      roles: ['admin'],
      right: DICTIONARY_RIGHT,
      lazy: () => import('./dictionary/dictionary-page').then((module) => module.DictionaryPage),
    },
    {
      page: paths.workspace.audit,
      roles: ['admin'],
      right: ADMIN_MANAGE_RIGHT,
      lazy: () => import('./audit/audit-page').then((module) => module.AuditPage),
    },
  ],
});
