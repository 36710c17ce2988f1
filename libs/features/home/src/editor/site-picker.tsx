import { Flex, Select, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useLocale, useText } from '@portal/i18n';
import { SITE_DIRECTORY, type SiteIdentity } from '@portal/site-config';
import { regionName } from '@portal/ui-kit';
import { homeEditorText } from './text';

/** The province first, then the cities. */
const SITES = [...SITE_DIRECTORY].sort((left, right) => (left.kind === right.kind ? 0 : left.kind === 'province' ? -1 : 1));

/** Which site's wall is edited (the province and the 13 cities); typing filters the list. */
export function SitePicker({ value, onChange }: { value: string; onChange: (site: string) => void }) {
  const id = useId();
  const t = useText(homeEditorText);
  const locale = useLocale();
  // A site as the picker names it, in the interface language.
  const options = useMemo(() => {
    const siteLabel = (site: SiteIdentity) => {
      const region = regionName(locale, site);
      return site.kind === 'province' ? t('editor.page.siteProvince', { region }) : t('editor.page.siteCity', { region });
    };
    return SITES.map((site) => ({ value: site.code, label: siteLabel(site) }));
  }, [t, locale]);
  return (
    <Flex gap={8} align="center">
      <Typography.Text>
        <label htmlFor={id}>{t('editor.page.site')}</label>
      </Typography.Text>
      <Select id={id} showSearch={{ optionFilterProp: 'label' }} value={value} options={options} onChange={onChange} style={{ width: 200 }} />
    </Flex>
  );
}
