import type { Generated } from 'kysely';
import type { AdministrationTables } from './schema/administration';
import type { AnalyticsTables } from './schema/analytics';
import type { AuditTables } from './schema/audit';
import type { CatalogueTables } from './schema/catalogue';
import type { FileTables } from './schema/files';
import type { IdentityTables } from './schema/identity';
import type { OnboardingTables } from './schema/onboarding';
import type { PublicationTables } from './schema/publications';
import type { RateLimitTables } from './schema/rate-limits';
import type { DeliveryTables } from './schema/delivery';
import type { DataUseTables } from './schema/data-use';
import type { NotificationTables } from './schema/notifications';
import type { SearchTables } from './schema/search';

/**
 * The database schema, shared by SQLite and PostgreSQL (architecture §7).
 * Portable types only: text ids, bigint epoch milliseconds for times, integer
 * 0/1 for booleans, JSON as text. The tables are declared per domain in ./schema/.
 */
export interface Database
  extends
    IdentityTables,
    CatalogueTables,
    SearchTables,
    PublicationTables,
    OnboardingTables,
    FileTables,
    AuditTables,
    AdministrationTables,
    AnalyticsTables,
    RateLimitTables,
    DeliveryTables,
    DataUseTables,
    NotificationTables {}

export type * from './schema/identity';
export type * from './schema/catalogue';
export type * from './schema/search';
export type * from './schema/publications';
export type * from './schema/onboarding';
export type * from './schema/files';
export type * from './schema/audit';
export type * from './schema/administration';
export type * from './schema/analytics';
export type * from './schema/rate-limits';
export type * from './schema/delivery';
export type * from './schema/data-use';
export type * from './schema/notifications';

// Generated is re-exported for tables that later use database defaults.
export type { Generated };
