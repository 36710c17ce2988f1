import { plainTextOf } from '@portal/server-core';
import { NEWS_CATEGORY_LABELS } from '@portal/api-contract';
import { provinceDayStart } from '@portal/util';
import type { QueryPlan } from './query-plan';

export const SEARCH_DOCUMENT_TYPES = ['resource', 'product', 'news', 'policy'] as const;
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number];

/** What the index holds for one item (plain text only). */
export interface SearchDocument {
  type: SearchDocumentType;
  refId: string;
  title: string;
  body: string;
  meta: string;
  /** Epoch ms: updated (catalogue), published (news) or the start of the issue day (policies). */
  date: number;
  /**
   * What people search an item by that it does not show (issue 16): indexed with the body, never
   * stored or shown — a department's short name, the formats (接口 for API), the field labels.
   */
  keywords?: string;
  /** Tags: indexed with a low weight (issue 16), never stored or shown. */
  tags?: string;
}

/** A hit as the index holds it (the body cut to its first part). */
export type SearchRow = SearchDocument;

export interface SearchResult {
  plan: QueryPlan;
  rows: SearchRow[];
  /** Matches per type, whatever type was asked for. */
  counts: Record<SearchDocumentType, number>;
  /** No item had every word of the query: these are the best partial matches (issue 16). */
  partial: boolean;
}

/** HTML as plain text, for indexing and snippets (never rendered as HTML). */
export function htmlText(html: string): string {
  return plainTextOf(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '));
}

const NEWS_CATEGORY: Record<string, string> = NEWS_CATEGORY_LABELS;

/** A published news item as a search document. */
export function newsDocument(row: {
  id: string;
  title: string;
  category: string;
  summary: string;
  source: string;
  body_html: string;
  published_at: number;
}): SearchDocument {
  return {
    type: 'news',
    refId: row.id,
    title: row.title,
    body: `${row.summary} ${htmlText(row.body_html)}`,
    meta: `${NEWS_CATEGORY[row.category] ?? ''} · ${row.source}`,
    date: Number(row.published_at),
  };
}

/** A policy as a search document. */
export function policyDocument(row: {
  id: string;
  title: string;
  issuer: string;
  doc_number: string;
  summary: string;
  body_html: string;
  issued_at: string;
}): SearchDocument {
  return {
    type: 'policy',
    refId: row.id,
    title: row.title,
    body: `${row.summary} ${htmlText(row.body_html)}`,
    meta: `${row.issuer} · ${row.doc_number}`,
    // Issue 21 §8: the date a policy shows everywhere is its issue date.
    date: provinceDayStart(row.issued_at),
  };
}
