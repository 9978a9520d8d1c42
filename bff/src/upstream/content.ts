import { UpstreamNotFoundError } from './errors.ts';
import { segment, type UpstreamClient } from './client.ts';
import type { MarketingStoryRecord } from './records.ts';

/** The marketing stories of a content page ('home'), in order; an unknown page has none. */
export async function marketingStoriesOf(upstream: UpstreamClient, pageName: string): Promise<MarketingStoryRecord[]> {
  try {
    const page = await upstream.getList<MarketingStoryRecord>(`/content/${segment(pageName)}`);
    return page.items;
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return [];
    throw error;
  }
}
