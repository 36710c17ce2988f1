/** Using conditional data (issue 22): applications, their review, authorizations and app keys. */
export { saveDataUse, submitDataUse, withdrawDataUse, decideDataUse, getDataUse, DATA_USE_NOT_FOUND } from './data-use.service';
export { myDataUses, dataUseQueue } from './data-use.lists';
export { issueKey, revokeAuthorization, myAuthorizations, allAuthorizations, authorizeCall, addMonths } from './authorizations.service';
export { dataUseFileUsage } from './data-use.file-usage';
export { authorizationStatus, mayOpenDataUseQueue, managesAuthorizations } from './data-use.policy';
export { noticeExpiringAuthorizations } from './authorizations.expiry';
