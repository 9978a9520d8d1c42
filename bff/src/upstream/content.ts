import { UpstreamNotFoundError } from './errors.ts';
import { segment, type UpstreamClient } from './client.ts';
import type { MarketingStoryJson } from '@jotpod/api/contract';

/** The marketing stories of a content page ('home'), in order; an unknown page has none. */
export async function marketingStoriesOf(upstream: UpstreamClient, pageName: string): Promise<MarketingStoryJson[]> {
  try {
    const page = await upstream.getList<MarketingStoryJson>(`/content/${segment(pageName)}`);
    return page.items;
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return [];
    throw error;
  }
}
