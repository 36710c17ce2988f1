import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '@portal/i18n';
import type { ResourceSummary } from '@portal/api-contract';
import { FacetedListPage, sortOptions, usePageHead, useStructuredDataSite } from '@portal/ui-kit';
import { resourceQueries } from '../api/resource-queries';
import { resourceFacetGroups } from '../components/resource-facets';
import { ResourceList } from '../components/resource-list';
import { RESOURCE_PARAMS } from '../hooks/resource-filters';
import { resourceCataloguePage } from '../structured-data';
import { dataResourceText, resourceListPageStrings, resourceSortLabels } from '../text';

/** Issue 15 §Findable: the list page describes itself as the catalogue and the datasets it shows. */
function CatalogueHead({ items }: { items: readonly ResourceSummary[] | undefined }) {
  const site = useStructuredDataSite();
  const t = useText(dataResourceText);
  usePageHead(
    import.meta.env.SSR
      ? () => ({
          description: t('seo.description', { site: site.name }),
          structuredData: [resourceCataloguePage(items ?? [], site, t('seo.catalogue', { site: site.name }))],
        })
      : null,
  );
  return null;
}

/**
 * Spec §2 /dataResource: the catalogue of data resources with facets, keyword,
 * sort and pages — all of them in the URL (issue 5), so links share a view and
 * back/forward restore it. Previous results stay on screen (dimmed) while the next
 * filters load; a page past the last one moves to the last page (issue 21 §12).
 */
export function ResourceListPage() {
  const { search } = useLocation();
  const t = useText(dataResourceText);
  const strings = useMemo(() => resourceListPageStrings(t), [t]);
  const sort = useMemo(() => ({ label: t('sort.label'), options: sortOptions(resourceSortLabels(t)) }), [t]);
  return (
    <FacetedListPage
      params={RESOURCE_PARAMS}
      query={resourceQueries.list}
      facetGroups={(data) => resourceFacetGroups(data?.facets, t)}
      skeletonGroups={5}
      strings={strings}
      sort={sort}
      renderList={(data, state) => (
        <>
          <CatalogueHead items={data?.items} />
          <ResourceList {...state} items={data?.items} fromList={search} />
        </>
      )}
    />
  );
}
