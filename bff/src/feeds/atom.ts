/** One entry of a feed: a jot, linked to its page. */
export interface FeedEntry {
  /** The page's absolute address, also the entry's id (RFC 4287 §4.2.6: permanent, unique). */
  url: string;
  title: string;
  author: string;
  /** Sanitized HTML. */
  html: string;
  published: string;
  updated: string;
}

export interface Feed {
  title: string;
  subtitle: string;
  /** The page the feed stands for (its `alternate` link and the feed's id). */
  pageUrl: string;
  /** The feed's own address (its `self` link). */
  feedUrl: string;
  entries: FeedEntry[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const text = (value: string): string => escapeXml(value.replace(NOT_XML, ''));

/**
 * An Atom 1.0 document (RFC 4287). HTML content travels escaped (`type="html"`), so no markup of
 * an author's can break the document; its `updated` is the newest entry's, so a reader's poll of
 * an unchanged feed meets the same ETag.
 */
export function atomDocument(feed: Feed): string {
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '1970-01-01T00:00:00.000Z');
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${text(entry.url)}</id>
    <title type="text">${text(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${text(entry.url)}"/>
    <author><name>${text(entry.author)}</name></author>
    <published>${text(entry.published)}</published>
    <updated>${text(entry.updated)}</updated>
    <content type="html">${text(entry.html)}</content>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${text(feed.pageUrl)}</id>
  <title type="text">${text(feed.title)}</title>
  <subtitle type="text">${text(feed.subtitle)}</subtitle>
  <link rel="alternate" type="text/html" href="${text(feed.pageUrl)}"/>
  <link rel="self" type="application/atom+xml" href="${text(feed.feedUrl)}"/>
  <updated>${updated}</updated>
  <generator>Jotpod</generator>
${entries.join('')}</feed>
`;
}
