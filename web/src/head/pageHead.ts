import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { PageMetadata, ShareImage } from './pageMetadata.ts';
import type { CardContent, CardKind } from './shareCards.ts';

/**
 * What a head is told by the server that answers the page: the address, the site's origin, and
 * the two things only the server can make (the generated card's versioned address, the text of
 * stored HTML).
 */
export interface HeadContext {
  /** The page's address (path and query), as the browser asked it. */
  url: URL;
  /** The route's parameters (`:slug`, `:id`), decoded. */
  params: Readonly<Record<string, string>>;
  /** The site's origin, for absolute addresses (canonical, share cards, structured data). */
  origin: string;
  /** The generated share card of a page without a picture of its own. */
  card(kind: CardKind, key: string, content: CardContent): ShareImage;
  /** The plain text of stored (sanitized) HTML. */
  htmlToText(html: string | null | undefined): string;
}

/** A page whose head needs no data (static copy, people's own screens and forms). */
export interface StaticHead {
  kind: 'static';
  metadata(context: HeadContext): PageMetadata;
}

/**
 * A page whose head reads the data: the screen's own head query (relay-compiler compiles and
 * persists it beside the screen; the server runs it in process), the variables of an address
 * (null: the address names nothing, a 404), the page's metadata from the answer, and, for pages
 * with a generated share card, what the card says (null: nothing to show, a 404).
 */
export interface DataHead<Query extends OperationType> {
  kind: 'data';
  query: ConcreteRequest;
  variables(params: Readonly<Record<string, string>>, url: URL): Query['variables'] | null;
  metadata(data: Query['response'], context: HeadContext): PageMetadata;
  /** What the page's generated card says (/cards/{kind}/{key}.png reads the same answer); null: a 404. */
  card?(data: Query['response']): CardContent | null;
}

/** Any page head, whatever its query (the table of heads holds them all; methods take their own query's types). */
export type PageHead = StaticHead | DataHead<OperationType>;

/** A data head, typed by its query. */
export function dataHead<Query extends OperationType>(head: Omit<DataHead<Query>, 'kind'>): DataHead<Query> {
  return { kind: 'data', ...head };
}

/** A head that needs no data. */
export function staticHead(metadata: (context: HeadContext) => PageMetadata): StaticHead {
  return { kind: 'static', metadata };
}
