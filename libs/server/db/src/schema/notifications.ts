/** Notifications (issue 22): in the workspace, and by SMS where the user allows. */
export interface NotificationTables {
  notifications: NotificationTable;
  notification_settings: NotificationSettingTable;
}

export interface NotificationTable {
  id: string;
  user_id: string;
  /** 'onboarding.decision' | 'data-use.decision' | 'authorization.expiring' | 'call.response' */
  kind: string;
  title: string;
  body: string;
  /** A path of the portal the notice opens (same origin). */
  link: string;
  created_at: number;
  read_at: number | null;
  sms_state: 'skipped' | 'pending' | 'sending' | 'sent' | 'failed';
  sms_claimed_at: number | null;
  /** Unique per user when set (a notice a sweep may find twice). */
  dedupe_key: string | null;
}

export interface NotificationSettingTable {
  user_id: string;
  /** 1: notices may go out by SMS. */
  sms_enabled: number;
  updated_at: number;
}
