import type { Rule } from 'antd/es/form';
import type * as z from 'zod/mini';
import { COMMITMENT_IDS, dataUseDraftSchema, type CommitmentId, type DATA_USE_PERIODS } from '@portal/api-contract';
import { contractMessage } from '@portal/api-client';
import type { DataUseText } from '../text';

const FIELDS = dataUseDraftSchema.shape;

/** What the applicant fills in (the company comes from the account, the resource from the address). */
export interface DataUseValues {
  purpose: string;
  scenario: string;
  fields: string[];
  periodMonths: (typeof DATA_USE_PERIODS)[number];
  commitments: CommitmentId[];
  contactName: string;
  contactPhone: string;
}

/** What the form hands on: the fields, trimmed, and the attached files' ids in order. */
export interface DataUseInput extends DataUseValues {
  attachmentIds: string[];
}

/** A rule that checks a text field with the contract's own schema, so the form and the server agree. */
function contractRule(field: z.ZodMiniType, requiredMessage: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') throw new Error(requiredMessage);
      const result = field.safeParse(value);
      if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || requiredMessage);
    },
  };
}

/** Every field but the commitments: what saving a draft checks (a submit checks them all). */
export const DRAFT_FIELDS = [
  'purpose',
  'scenario',
  'fields',
  'periodMonths',
  'contactName',
  'contactPhone',
] as const satisfies readonly (keyof DataUseValues)[];

/**
 * The fields' rules, with their messages in the active language. The commitments rule is checked by a
 * submit only (a draft may be saved without them; the server refuses a submit without every one).
 */
export const applyRules = (t: DataUseText) =>
  ({
    purpose: [contractRule(FIELDS.purpose, t('apply.required.purpose'))],
    scenario: [contractRule(FIELDS.scenario, t('apply.required.scenario'))],
    fields: [
      {
        validator: async (_rule, value: unknown) => {
          const result = FIELDS.fields.safeParse(Array.isArray(value) ? value : []);
          if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || t('apply.required.fields'));
        },
      },
    ],
    periodMonths: [{ required: true, message: t('apply.required.period') }],
    commitments: [
      {
        validator: async (_rule, value: unknown) => {
          const accepted = Array.isArray(value) ? value.length : 0;
          if (accepted < COMMITMENT_IDS.length) throw new Error(t('apply.required.commitments'));
        },
      },
    ],
    contactName: [contractRule(FIELDS.contactName, t('apply.required.contactName'))],
    contactPhone: [contractRule(FIELDS.contactPhone, t('apply.required.contactPhone'))],
  }) satisfies Record<keyof DataUseValues, Rule[]>;

/** Focuses the control of a field in error: the element antd gave the field's id, or the first usable control in it. */
export function focusFirstError(name: readonly (string | number)[] | undefined) {
  const element = name ? document.getElementById(name.join('_')) : null;
  if (!element) return;
  const control = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), [tabindex="0"]');
  (control ?? element).focus();
}

export const trimmed = (values: DataUseValues, attachmentIds: string[]): DataUseInput => ({
  purpose: values.purpose.trim(),
  scenario: values.scenario.trim(),
  fields: values.fields,
  periodMonths: values.periodMonths,
  commitments: values.commitments ?? [],
  contactName: values.contactName.trim(),
  contactPhone: values.contactPhone.trim(),
  attachmentIds,
});
