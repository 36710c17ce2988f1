import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { MouseEvent, ReactNode } from 'react';
import { useText } from '@portal/i18n';
import { PlainButton, PlainCol, PlainFlex, PlainIcon, PlainParagraph, PlainRow, PlainText, PlainTitle, THEME, cx } from '@portal/ui-kit';
import { loginText } from '../text';

export interface LoginKindOptionsProps {
  /** 法人登录: off to the government SSO. */
  onCorporation(): void;
  /** 工作人员登录: the account form. */
  onStaff(): void;
  /** Where 法人注册 points before the live address is known. */
  registerHref: string;
  /** Opens the live register address in a new tab. */
  onRegister(event: MouseEvent<HTMLElement>): void;
}

function Option({
  id,
  icon,
  title,
  description,
  hint,
  action,
}: {
  id: string;
  icon: IconDefinition;
  title: string;
  description: string;
  hint?: string;
  action: ReactNode;
}) {
  return (
    <div className={cx('ant-card ant-card-bordered', THEME)} style={{ height: '100%' }} role="group" aria-labelledby={id}>
      <div className="ant-card-body">
        <PlainFlex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
          <span aria-hidden style={{ fontSize: 40, lineHeight: 1 }}>
            <PlainIcon icon={icon} />
          </span>
          <PlainTitle level={2} id={id} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </PlainTitle>
          <PlainParagraph style={{ margin: 0 }}>{description}</PlainParagraph>
          {action}
          {hint ? (
            <PlainText type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </PlainText>
          ) : null}
        </PlainFlex>
      </div>
    </div>
  );
}

/** The two login kinds of architecture §5, as cards with real buttons (keyboard reachable). */
export function LoginKindOptions({ onCorporation, onStaff, registerHref, onRegister }: LoginKindOptionsProps) {
  const t = useText(loginText);
  return (
    <PlainFlex vertical gap={24}>
      <PlainParagraph style={{ margin: 0, textAlign: 'center' }}>{t('chooser.subtitle')}</PlainParagraph>
      <PlainRow gutter={[16, 16]}>
        <PlainCol xs={24} sm={12}>
          <Option
            id="login-kind-corporation"
            icon={IdcardOutlined}
            title={t('chooser.corporationTitle')}
            description={t('chooser.corporationDescription')}
            hint={t('chooser.corporationHint')}
            action={
              <PlainButton type="primary" size="large" onClick={onCorporation}>
                {t('chooser.corporationAction')}
              </PlainButton>
            }
          />
        </PlainCol>
        <PlainCol xs={24} sm={12}>
          <Option
            id="login-kind-staff"
            icon={TeamOutlined}
            title={t('chooser.staffTitle')}
            description={t('chooser.staffDescription')}
            action={
              <PlainButton size="large" onClick={onStaff}>
                {t('chooser.staffAction')}
              </PlainButton>
            }
          />
        </PlainCol>
      </PlainRow>
      <PlainParagraph style={{ margin: 0, textAlign: 'center' }}>
        {t('chooser.registerHint')}
        <a className={cx('ant-typography ant-typography-link', THEME)} href={registerHref} target="_blank" rel="noopener noreferrer" onClick={onRegister}>
          {t('chooser.register')}
          <span style={{ marginInlineStart: 4 }}>
            <PlainIcon icon={ExportOutlined} />
          </span>
        </a>
      </PlainParagraph>
    </PlainFlex>
  );
}
