/** Calls for collection (issue 5 /applylist) and the corporations' responses (issue 21 §10c 我的反馈). */
export { callAttachments, responsesOfOrganisation } from './calls.repository';
export { listCalls, callDetail, myCallResponse, myCallResponses, respondToCall } from './calls.service';
export { callResponseFileUsage } from './calls.file-usage';
