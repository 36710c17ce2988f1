import { Suspense, lazy } from 'react';
import { PlainSkeleton } from '../plain/surfaces';
import type { RichTextProps } from './rich-text';

// Issue 13: the sanitiser (DOMPurify) loads with the first rich text a page shows, not with the page.
const RichTextChunk = lazy(() => import('./rich-text').then((module) => ({ default: module.RichText })));

/** RichText for pages that show rich text only sometimes (a content wall block): its code loads when one renders. */
export function LazyRichText(props: RichTextProps) {
  return (
    <Suspense fallback={<PlainSkeleton rows={4} />}>
      <RichTextChunk {...props} />
    </Suspense>
  );
}
