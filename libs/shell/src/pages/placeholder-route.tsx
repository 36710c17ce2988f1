import { PlaceholderPage } from '@portal/ui-kit';
import { useCurrentHandle } from '../routing/route-handle';

/**
 * The page of a route whose feature has not been built yet: its title and an
 * honest "under construction" notice, never fake data. Loaded lazily like any page.
 */
export default function PlaceholderRoute() {
  const handle = useCurrentHandle();
  return <PlaceholderPage title={handle?.label ?? '页面建设中'} />;
}
