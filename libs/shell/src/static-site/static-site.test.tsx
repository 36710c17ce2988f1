import { describe, expect, it } from 'vitest';
import { staticPageOf } from './static-site';

describe('issue 13: a city site with every feature off is a static page', () => {
  it('spec §2: every route of the site is its service-unavailable page, labelled as the route', () => {
    expect(staticPageOf('/home')).toEqual({ kind: 'unavailable', label: '首页' });
    expect(staticPageOf('/dataResource')).toEqual({ kind: 'unavailable', label: '数据资源' });
    expect(staticPageOf('/dataResource/detail/res_0001')).toEqual({ kind: 'unavailable', label: '资源详情' });
    expect(staticPageOf('/login/choose')).toEqual({ kind: 'unavailable', label: '选择用户类型' });
    expect(staticPageOf('/workspace/domain/apply')).toEqual({ kind: 'unavailable', label: '工作台' });
  });

  it('spec §2: /nj … /sq show that city\'s own frame', () => {
    expect(staticPageOf('/sz')).toMatchObject({ kind: 'unavailable', label: '苏州市公共数据授权运营平台', city: { code: 'sz' } });
  });

  it('spec §2: /403, /404 and unknown paths', () => {
    expect(staticPageOf('/403')).toEqual({ kind: 'forbidden' });
    expect(staticPageOf('/404')).toEqual({ kind: 'notFound' });
    expect(staticPageOf('/no-such-page')).toEqual({ kind: 'notFound' });
    expect(staticPageOf('/dataResource/detail')).toEqual({ kind: 'notFound' });
  });
});
