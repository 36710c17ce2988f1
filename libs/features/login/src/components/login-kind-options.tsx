import { ExportOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { LOGIN_STRINGS } from '../strings';

const S = LOGIN_STRINGS.chooser;

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

function Option({ id, icon, title, description, hint, action }: { id: string; icon: ReactNode; title: string; description: string; hint?: string; action: ReactNode }) {
  return (
    <Card style={{ height: '100%' }} role="group" aria-labelledby={id}>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
        <span aria-hidden style={{ fontSize: 40, lineHeight: 1 }}>
          {icon}
        </span>
        <Typography.Title level={3} id={id} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{description}</Typography.Paragraph>
        {action}
        {hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The two login kinds of architecture §5, as cards with real buttons (keyboard reachable). */
export function LoginKindOptions({ onCorporation, onStaff, registerHref, onRegister }: LoginKindOptionsProps) {
  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>{S.subtitle}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Option
            id="login-kind-corporation"
            icon={<IdcardOutlined />}
            title={S.corporationTitle}
            description={S.corporationDescription}
            hint={S.corporationHint}
            action={
              <Button type="primary" size="large" onClick={onCorporation}>
                {S.corporationAction}
              </Button>
            }
          />
        </Col>
        <Col xs={24} sm={12}>
          <Option
            id="login-kind-staff"
            icon={<TeamOutlined />}
            title={S.staffTitle}
            description={S.staffDescription}
            action={
              <Button size="large" onClick={onStaff}>
                {S.staffAction}
              </Button>
            }
          />
        </Col>
      </Row>
      <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>
        {S.registerHint}
        <Typography.Link href={registerHref} target="_blank" rel="noopener noreferrer" onClick={onRegister}>
          {S.register}
          <ExportOutlined aria-hidden style={{ marginInlineStart: 4 }} />
        </Typography.Link>
      </Typography.Paragraph>
    </Flex>
  );
}
