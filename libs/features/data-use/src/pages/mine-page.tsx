import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useText } from '@portal/i18n';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { MyApplications } from '../components/my-applications';
import { MyAuthorizations } from '../components/my-authorizations';
import { PageFrame } from '../components/page-frame';
import { dataUseText } from '../text';

const AUTHORIZATIONS = 'authorizations';

/**
 * Issue 22 workspace data-use/mine (corporation): 申请记录 and, as a second tab (`?tab=authorizations`,
 * kept in the URL like the lists' filters and pages), 我的授权 with the app keys.
 */
export function DataUseMinePage() {
  const t = useText(dataUseText);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === AUTHORIZATIONS ? AUTHORIZATIONS : 'applications';
  return (
    <PageFrame
      title={t('mine.title')}
      extra={
        <LinkButton type="primary" to={paths.dataResource.href({ openType: 'conditional' })}>
          {t('mine.apply')}
        </LinkButton>
      }
    >
      <Tabs
        activeKey={tab}
        // Each tab's filters and page are its own: switching starts the other one clean.
        onChange={(key) => setParams(key === AUTHORIZATIONS ? { tab: AUTHORIZATIONS } : {})}
        destroyOnHidden
        items={[
          { key: 'applications', label: t('mine.applicationsTab'), children: <MyApplications /> },
          { key: AUTHORIZATIONS, label: t('mine.authorizationsTab'), children: <MyAuthorizations /> },
        ]}
      />
    </PageFrame>
  );
}
