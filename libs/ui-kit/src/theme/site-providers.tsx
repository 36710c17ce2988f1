import { AntdScope } from './antd-scope';
import { SiteBaseProviders, type SiteBaseProvidersProps } from './site-base-providers';

export type SiteProvidersProps = SiteBaseProvidersProps;

/** The site's providers with antd's scope around everything: for stories, tests and tools that render antd freely. */
export function SiteProviders({ children, ...props }: SiteProvidersProps) {
  return (
    <SiteBaseProviders {...props}>
      <AntdScope>{children}</AntdScope>
    </SiteBaseProviders>
  );
}
