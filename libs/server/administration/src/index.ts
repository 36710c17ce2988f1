export { mayAdminister, requireAdministrator } from './administration.policy';
export { recomputeRights, assertAdminManagerRemains } from './rights';
export { listAdmins, adminDetail } from './accounts.views';
export { createAdmin, updateAdmin, resetPassword, disableAdmin, enableAdmin, type AccountFields, type PasswordHasher } from './accounts.service';
export { clientList, roleList, saveRole, type RoleInput } from './roles.service';
export { listUsers, disableUser, enableUser, mayManageUsers, maskCreditCode } from './users.service';
export { listDictionary, saveDictionaryGroup, deleteDictionaryEntry, tryDictionary, dictionaryMisses, mayEditDictionary } from './dictionary.service';
