import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { ResourceDetail } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { dataUseText } from '../text';

/**
 * Why a resource takes no application (issue 22): open data (无条件开放) is downloaded from its page
 * as it is; closed data (不予开放) is not given at all. The server refuses either; the page says so first.
 */
export function NotConditional({ resource }: { resource: Pick<ResourceDetail, 'id' | 'openType'> }) {
  const t = useText(dataUseText);
  const open = resource.openType === 'unconditional';
  return (
    <Alert
      type={open ? 'info' : 'warning'}
      showIcon
      title={open ? t('gate.unconditional') : t('gate.closed')}
      description={open ? t('gate.unconditionalHint') : t('gate.closedHint')}
      action={<Link to={paths.dataResource.detail.href(resource.id)}>{open ? t('gate.toDownload') : t('gate.toResource')}</Link>}
    />
  );
}

/** The apply page without a resource: the way to choose one (the catalogue's conditional data). */
export function ChooseResource() {
  const t = useText(dataUseText);
  return (
    <Alert
      type="info"
      showIcon
      title={t('gate.choose')}
      action={<Link to={paths.dataResource.href({ openType: 'conditional' })}>{t('gate.toCatalogue')}</Link>}
    />
  );
}
