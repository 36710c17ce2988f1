import { Card, Col, Row, Typography } from 'antd';
import { CITY_DIRECTORY, FEATURE_INFO, FEATURES, MENU_FEATURES, type Feature } from '@portal/site-config';
import { PrefetchLink, siteHomeHref, useSite } from '@portal/ui-kit';

/** Pages outside the menu that a visitor may look for. */
const OTHER_PAGES: readonly Feature[] = ['search', 'richTextCenter', 'login'];

/**
 * 网站地图 (issue 21 §14): every section and page the site offers, from its registry
 * record, and on the province the 13 city sites. A plain list of links a keyboard or
 * screen-reader user can walk, as government sites publish one.
 */
export default function SiteMapPage() {
  const site = useSite();
  const enabled = (feature: Feature) => site.features.includes(feature);
  const groups = [
    { title: '网站栏目', features: MENU_FEATURES.filter(enabled) },
    { title: '其他页面', features: FEATURES.filter((feature) => OTHER_PAGES.includes(feature) && enabled(feature)) },
  ].filter((group) => group.features.length > 0);
  const cities = site.kind === 'province' ? CITY_DIRECTORY.map((city) => ({ city, href: siteHomeHref(city, site) })) : [];
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        网站地图
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {groups.map((group) => (
          <Col key={group.title} xs={24} md={12}>
            <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{group.title}</h3>}>
              <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 2 }}>
                {group.features.map((feature) => (
                  <li key={feature}>
                    <PrefetchLink to={FEATURE_INFO[feature].path}>{FEATURE_INFO[feature].label}</PrefetchLink>
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
        {cities.length > 0 ? (
          <Col xs={24}>
            <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>市级平台</h3>}>
              <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
                {cities.map(({ city, href }) => (
                  <li key={city.code}>{href ? <a href={href}>{city.nameZh}</a> : city.nameZh}</li>
                ))}
              </ul>
            </Card>
          </Col>
        ) : null}
      </Row>
    </>
  );
}
