import type { ReactNode } from 'react';
import { THEME, cx } from './classes';

export interface PlainDescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface PlainDescriptionsProps {
  items: readonly PlainDescriptionItem[];
  bordered?: boolean;
  size?: 'small' | 'middle' | 'default';
  title?: ReactNode;
  className?: string;
}

/**
 * antd's Descriptions markup, one item per row (labels as row headers, so a screen reader reads
 * each value with its label); narrow and wide screens read the same.
 */
export function PlainDescriptions({ items, bordered = false, size = 'default', title, className }: PlainDescriptionsProps) {
  return (
    <div className={cx('ant-descriptions', size !== 'default' && `ant-descriptions-${size}`, bordered && 'ant-descriptions-bordered', THEME, className)}>
      {title ? (
        <div className="ant-descriptions-header">
          <div className="ant-descriptions-title">{title}</div>
        </div>
      ) : null}
      <div className="ant-descriptions-view">
        <table>
          <tbody>
            {items.map((item) =>
              bordered ? (
                <tr key={item.key} className="ant-descriptions-row">
                  <th scope="row" className="ant-descriptions-item-label">
                    <span>{item.label}</span>
                  </th>
                  <td className="ant-descriptions-item-content">
                    <span>{item.children}</span>
                  </td>
                </tr>
              ) : (
                <tr key={item.key} className="ant-descriptions-row">
                  <td className="ant-descriptions-item" colSpan={1}>
                    <div className="ant-descriptions-item-container">
                      <span className="ant-descriptions-item-label">{item.label}</span>
                      <span className="ant-descriptions-item-content">{item.children}</span>
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
