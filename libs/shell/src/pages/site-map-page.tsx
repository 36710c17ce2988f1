import type { ReactNode } from 'react';
import { useLocale, useText } from '@portal/i18n';
import { CITY_DIRECTORY, FEATURE_INFO, FEATURES, MENU_FEATURES, paths, type Feature } from '@portal/site-config';
import { PlainCol, PlainRow, PlainTitle, PrefetchLink, THEME, cx, pageLabel, siteHomeHref, siteName, uiText, usePageHost, useSite } from '@portal/ui-kit';
import { shellText } from '../text';

/** Pages outside the menu that a visitor may look for. */
const OTHER_PAGES: readonly Feature[] = ['search', 'richTextCenter', 'login'];

/** antd's Card markup with a title (issue 13: drawn without antd's code, styled by the static stylesheet). */
function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={cx('ant-card ant-card-bordered', THEME)}>
      <div className="ant-card-head">
        <div className="ant-card-head-wrapper">
          <div className="ant-card-head-title">
            <h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>
          </div>
        </div>
      </div>
      <div className="ant-card-body">{children}</div>
    </div>
  );
}

/**
 * 网站地图 (issue 21 §14): every section and page the site offers, from its registry
 * record, and on the province the 13 city sites. A plain list of links a keyboard or
 * screen-reader user can walk, as government sites publish one. Issue 13: no antd code.
 */
export default function SiteMapPage() {
  const site = useSite();
  const t = useText(shellText);
  const ui = useText(uiText);
  const locale = useLocale();
  const host = usePageHost();
  const enabled = (feature: Feature) => site.features.includes(feature);
  const groups = [
    { title: t('siteMap.sections'), features: MENU_FEATURES.filter(enabled) },
    { title: t('siteMap.others'), features: FEATURES.filter((feature) => OTHER_PAGES.includes(feature) && enabled(feature)) },
  ].filter((group) => group.features.length > 0);
  const cities = site.kind === 'province' ? CITY_DIRECTORY.map((city) => ({ city, href: siteHomeHref(city, site, host) })) : [];
  return (
    <>
      <PlainTitle level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {pageLabel(ui, paths.siteMap)}
      </PlainTitle>
      <PlainRow gutter={[16, 16]}>
        {groups.map((group) => (
          <PlainCol key={group.title} xs={24} md={12}>
            <TitledCard title={group.title}>
              <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 2 }}>
                {group.features.map((feature) => (
                  <li key={feature}>
                    <PrefetchLink to={FEATURE_INFO[feature].path}>{pageLabel(ui, FEATURE_INFO[feature])}</PrefetchLink>
                  </li>
                ))}
              </ul>
            </TitledCard>
          </PlainCol>
        ))}
        {cities.length > 0 ? (
          <PlainCol xs={24}>
            <TitledCard title={ui('footer.cities')}>
              <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
                {cities.map(({ city, href }) => (
                  <li key={city.code}>{href ? <a href={href}>{siteName(locale, city)}</a> : siteName(locale, city)}</li>
                ))}
              </ul>
            </TitledCard>
          </PlainCol>
        ) : null}
      </PlainRow>
    </>
  );
}
