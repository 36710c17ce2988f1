import type { ApplicationTransition, DomainApplication } from '@portal/server-db';

/** An application as the service changed or found it, with its audit trail (oldest first). */
export interface ApplicationWithTrail {
  application: DomainApplication;
  transitions: ApplicationTransition[];
}
