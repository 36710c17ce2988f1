import type { Key, ReactNode } from 'react';
import { THEME, cx } from './classes';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render(row: T, index: number): ReactNode;
}

export interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): Key;
  size?: 'small' | 'middle';
  /** The table's caption (its accessible name); `captionHidden` keeps it for screen readers only. */
  caption?: string;
  captionHidden?: boolean;
  empty?: ReactNode;
}

/** antd's Table markup for a read-only table (no sorting, paging or selection). */
export function PlainTable<T>({ columns, rows, rowKey, size = 'middle', caption, captionHidden = false, empty }: PlainTableProps<T>) {
  return (
    <div className={cx(THEME, 'ant-table-css-var ant-table-wrapper')}>
      <div className={cx('ant-table', size === 'small' && 'ant-table-small', THEME, 'ant-table-css-var')}>
        <div className="ant-table-container">
          <div className="ant-table-content" style={{ overflowX: 'auto' }}>
            <table style={{ tableLayout: 'auto' }}>
              {caption ? <caption className={captionHidden ? 'portal-visually-hidden' : undefined}>{caption}</caption> : null}
              <thead className="ant-table-thead">
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} className="ant-table-cell" scope="col">
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="ant-table-tbody">
                {rows.length === 0 && empty ? (
                  <tr className="ant-table-placeholder">
                    <td className="ant-table-cell" colSpan={columns.length}>
                      {empty}
                    </td>
                  </tr>
                ) : (
                  rows.map((row, index) => (
                    <tr key={rowKey(row)} className="ant-table-row ant-table-row-level-0">
                      {columns.map((column) => (
                        <td key={column.key} className="ant-table-cell">
                          {column.render(row, index)}
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
