import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { ReactNode } from 'react';
import { THEME, cx } from './classes';
import { PlainIcon } from './icon';

/** antd's small Collapse markup over a native disclosure (details/summary): keyboard and state come from the browser. */
export function PlainCollapse({ label, children, defaultOpen = false }: { label: ReactNode; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details className={cx('ant-collapse ant-collapse-icon-placement-start ant-collapse-small portal-collapse', THEME)} open={defaultOpen}>
      <summary className="ant-collapse-header">
        <span className="ant-collapse-expand-icon">
          <PlainIcon icon={RightOutlined} className="ant-collapse-arrow" />
        </span>
        <span className="ant-collapse-title">{label}</span>
      </summary>
      <div className="ant-collapse-content ant-collapse-content-active">
        <div className="ant-collapse-body">{children}</div>
      </div>
    </details>
  );
}
