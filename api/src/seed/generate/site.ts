/** Site furniture: banners, side segments, home marketing stories and the achievements catalogue. */
import { badgeSvg, bannerSvg } from '../images/svg.ts';
import type { ImageRegistry } from '../images/registry.ts';
import type { AchievementRow, BannerRow, MarketingStoryRow, SideSegmentRow } from '../model.ts';
import type { Random } from '../random.ts';
import { fill, slugify } from '../text.ts';
import { YOUTUBE_IDS, youtubeEmbedUrl } from '../words/media.ts';
import { ACHIEVEMENTS, BANNERS, CONTAINER_SIDE_SEGMENTS, GLOBAL_SIDE_SEGMENTS, MARKETING_STORIES, type SideSegmentText } from '../words/site.ts';
import { COMPANY_SUBJECT, type ContainerPlan } from './catalog.ts';
import type { Clock } from './clock.ts';

export interface Site {
  banners: BannerRow[];
  sideSegments: SideSegmentRow[];
  marketingStories: MarketingStoryRow[];
  achievements: AchievementRow[];
}

const BRAND_HUE = 255;

export function generateSite(rng: Random, clock: Clock, images: ImageRegistry, containers: readonly ContainerPlan[]): Site {
  const created = clock.iso(clock.daysAgo(365));
  const banners = BANNERS.map((banner, i): BannerRow => {
    const path = `seed/banners/banner-${i + 1}.svg`;
    return {
      id: i + 1,
      link: banner.link,
      alt_text: banner.altText,
      image: images.add(path, () => bannerSvg(path, banner.headline, BRAND_HUE + i * 35, 'waves', 1600, 500, 'Jotpod')),
      is_active: true,
      position: i,
      created_at: created,
    };
  });

  const sideSegments: SideSegmentRow[] = [];
  const addSegment = (text: SideSegmentText, containerId: number | null, vars: Record<string, string>, hue: number): void => {
    const title = fill(text.title, vars);
    const path = `seed/segments/${slugify(title)}.svg`;
    sideSegments.push({
      id: sideSegments.length + 1,
      container_id: containerId,
      type: text.type,
      title,
      link: fill(text.link, vars),
      link_type: text.external ? '1' : '0',
      // Type 1 is an embedded frame: it needs an embeddable URL, not a watch page.
      video: text.type === 1 ? youtubeEmbedUrl(vars.video ?? (YOUTUBE_IDS[0] as string)) : null,
      info: fill(text.info, vars),
      btn_info: text.btnInfo,
      image: text.type === 2 ? images.add(path, () => bannerSvg(path, title, hue, 'bubbles', 600, 400)) : null,
      position: sideSegments.length,
      created_at: created,
    });
  };
  GLOBAL_SIDE_SEGMENTS.forEach((text) => addSegment(text, null, { video: 'aircAruvnKk', subject: 'Jotpod', slug: 'jotpod', portal: 'Education' }, BRAND_HUE));
  containers
    .filter((c) => c.subject !== COMPANY_SUBJECT)
    .forEach((container, i) => {
      const text = CONTAINER_SIDE_SEGMENTS[i % CONTAINER_SIDE_SEGMENTS.length] as SideSegmentText;
      const vars = {
        subject: container.row.name,
        slug: container.row.slug,
        video: rng.pick(YOUTUBE_IDS),
        portal: container.row.name.split(' ')[0] ?? container.row.name,
      };
      addSegment(text, container.row.id, vars, container.subject.hue);
    });

  const marketingStories = MARKETING_STORIES.map((story, i): MarketingStoryRow => {
    const path = `seed/stories/story-${i + 1}.svg`;
    return {
      id: i + 1,
      page: 'home',
      title: story.title,
      content: story.content,
      button_text: story.buttonText,
      button_link: story.buttonLink,
      link_type: story.external ? '1' : '0',
      image: images.add(path, () => bannerSvg(path, story.title, BRAND_HUE + i * 50, i % 2 === 0 ? 'spiral' : 'orbits', 800, 600)),
      position: i,
      created_at: created,
    };
  });

  const achievements = ACHIEVEMENTS.map((a, i): AchievementRow => {
    const path = `seed/achievements/${a.key}.svg`;
    return {
      id: i + 1,
      key: a.key,
      title: a.title,
      image: images.add(path, () => badgeSvg(path, a.title, BRAND_HUE + i * 40)),
      description: a.description,
      viewer_description: a.viewerDescription,
      threshold: a.threshold,
      position: i,
    };
  });
  return { banners, sideSegments, marketingStories, achievements };
}
