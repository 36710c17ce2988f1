import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { RoleView } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { administrationQueries } from '../api/administration-queries';
import { RoleEditor } from './role-editor';
import { RoleTable } from './role-table';
import { administrationText } from '../text';

/** The editor's state: kept (closed) after closing, so the dialog keeps its title through its closing motion. */
interface EditorState {
  open: boolean;
  /** The role as it was when 编辑 was pressed; none for 新建角色. */
  role: RoleView | undefined;
}

/**
 * Issue 17 /workspace/roles (decision 0029): the roles (named sets of rights) with their rights,
 * holders and last change; 新建角色 and 编辑 open the role editor. Admins with the
 * admin-management right (the route and the server both check).
 */
export function RolesPage() {
  const t = useText(administrationText);
  usePageTitle(t('roles.title'));
  const roles = useQuery(administrationQueries.roles());
  // Only the group titles and which rights each client carries: until (or unless) it answers, the
  // editor uses the contract's catalogue, which is what the server answers from, so it stays quiet.
  const clients = useQuery({ ...administrationQueries.clients(), meta: { silent: true } });
  const [editor, setEditor] = useState<EditorState>({ open: false, role: undefined });
  // The role at the version last read: after a conflict the list is read again and the next save uses it.
  const editing = editor.role && (roles.data?.find((role) => role.id === editor.role?.id) ?? editor.role);

  return (
    <>
      <WorkspacePage
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} autoInsertSpace={false} onClick={() => setEditor({ open: true, role: undefined })}>
            {t('roles.add')}
          </Button>
        }
        status={roles.isPending ? 'pending' : roles.isError && !roles.data ? 'error' : 'success'}
        loadingLabel={t('roles.list.loading')}
        errorTitle={t('roles.list.failed')}
        errorDetail={roles.isError ? errorMessage(roles.error, '') || undefined : undefined}
        retryLabel={t('common.retry')}
        onRetry={() => void roles.refetch()}
      >
        <Card size="small">
          <RoleTable roles={roles.data ?? []} loading={roles.isFetching} onEdit={(role) => setEditor({ open: true, role })} />
        </Card>
      </WorkspacePage>
      <RoleEditor open={editor.open} role={editing} clients={clients.data} onClose={() => setEditor((state) => ({ ...state, open: false }))} />
    </>
  );
}
