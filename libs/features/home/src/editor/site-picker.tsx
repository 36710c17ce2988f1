import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { SITE_DIRECTORY, type SiteIdentity } from '@portal/site-config';
import { WALL_EDITOR_STRINGS } from './strings';

const S = WALL_EDITOR_STRINGS.page;

/** A site as the picker names it: the province first, then the cities. */
const siteLabel = (site: SiteIdentity) => (site.kind === 'province' ? `${site.regionZh}省（省级站点）` : `${site.regionZh}市`);

const OPTIONS = [...SITE_DIRECTORY]
  .sort((left, right) => (left.kind === right.kind ? 0 : left.kind === 'province' ? -1 : 1))
  .map((site) => ({ value: site.code, label: siteLabel(site) }));

/** Which site's wall is edited (the province and the 13 cities); typing filters the list. */
export function SitePicker({ value, onChange }: { value: string; onChange: (site: string) => void }) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <Typography.Text>
        <label htmlFor={id}>{S.site}</label>
      </Typography.Text>
      <Select id={id} showSearch={{ optionFilterProp: 'label' }} value={value} options={OPTIONS} onChange={onChange} style={{ width: 200 }} />
    </Flex>
  );
}
