import { Checkbox, Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import type { RightId } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { clientDescription, clientName, rightName } from '../components/labels';
import { administrationText } from '../text';
import { inCatalogueOrder, type RightGroup } from './rights-catalogue';

export interface RightsFieldProps {
  groups: RightGroup[];
  /** The element naming the whole field (the form item's label). */
  labelledBy: string;
  /** From Form.Item. */
  id?: string;
  value?: RightId[];
  onChange?: (value: RightId[]) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * The rights of a role as checkboxes, one fieldset per client (its name as the legend, its
 * description as the fieldset's description), each checkbox a right's name. The value is
 * every checked right in catalogue order, whatever order they were checked in.
 *
 * Form.Item's aria-required is not passed on: a group has no required state (axe), and the rule's
 * message says what is missing.
 */
export function RightsField({ groups, labelledBy, id, value = [], onChange, disabled, ...aria }: RightsFieldProps) {
  const { token } = theme.useToken();
  const t = useText(administrationText);
  const baseId = useId();
  const change = (group: RightGroup, checked: RightId[]) => {
    const inGroup = new Set<string>(group.rights.map((right) => right.id));
    onChange?.(inCatalogueOrder([...value.filter((right) => !inGroup.has(right)), ...checked]));
  };
  return (
    <Flex vertical gap={12} id={id} role="group" aria-labelledby={labelledBy} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']}>
      {groups.map((group) => {
        const descriptionId = `${baseId}-${group.client.id}`;
        return (
          <fieldset
            key={group.client.id}
            aria-describedby={descriptionId}
            style={{
              margin: 0,
              minWidth: 0,
              padding: '4px 12px 12px',
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {/* antd's form reset draws legends as full-width headings with a rule; here it sits in the border. */}
            <legend
              style={{
                width: 'auto',
                margin: 0,
                padding: '0 4px',
                border: 0,
                fontSize: token.fontSize,
                fontWeight: 600,
                color: token.colorText,
                lineHeight: 1.6,
              }}
            >
              {clientName(t, group.client.id)}
            </legend>
            <Typography.Paragraph id={descriptionId} type="secondary" style={{ margin: '0 0 8px' }}>
              {clientDescription(t, group.client.id)}
            </Typography.Paragraph>
            <Checkbox.Group
              value={value.filter((right) => group.rights.some((item) => item.id === right))}
              disabled={disabled}
              onChange={(checked) => change(group, checked)}
            >
              <Flex wrap gap="8px 24px">
                {group.rights.map((right) => (
                  <Checkbox key={right.id} value={right.id}>
                    {rightName(t, right.id)}
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          </fieldset>
        );
      })}
    </Flex>
  );
}
