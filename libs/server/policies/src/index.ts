/** Policies (issue 5 /policy): the public list with facets, the detail, and what the home wall shows. */
export { listPolicies, policyAttachments, latestPolicies, countPolicies, policySitemapSource, type LatestPolicy } from './policies.repository';
export { policyDetail } from './policies.service';
