export { primaryHome, workerHome } from './workspace.homes';
export { staffUserDetail, ownUserDetail } from './user-detail';
export { mayViewCorporation, seesAnnouncementDrafts } from './workspace.policy';
