import { Alert } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { isUserId } from '../api/get-user-detail';
import { PageFrame } from '../components/page-frame';
import { UserDetail } from '../components/user-detail';
import { workspaceText } from '../text';

/**
 * Spec §2 user/detail (issue 6): a corporation account sees its own corporation
 * (POST /second/user/detail); staff see the corporation account named by `?userId=`
 * (POST /primary/user/detail; the server decides whether they may).
 */
export function UserDetailPage() {
  const t = useText(workspaceText);
  const { state: auth } = useAuth();
  const [params] = useSearchParams();
  if (auth?.userType === 'second') return <UserDetail source={{ view: 'mine' }} />;
  const userId = params.get('userId');
  if (!userId) {
    return (
      <PageFrame title={t('user.title')}>
        <Alert type="info" showIcon title={t('user.missingUser')} description={t('user.missingUserHint')} />
      </PageFrame>
    );
  }
  // An id that cannot exist is not asked for (as domain/detail does with its id).
  if (!isUserId(userId)) return <Navigate to="/404" replace />;
  return <UserDetail source={{ view: 'staff', userId }} />;
}
