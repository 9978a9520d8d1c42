/** Site furniture: banners, side segments, home marketing stories and the achievements catalogue. */

export interface BannerText {
  readonly headline: string;
  readonly altText: string;
  readonly link: string;
}

export const BANNERS: readonly BannerText[] = [
  { headline: 'Learn something new in five minutes', altText: 'Learn something new in five minutes a day', link: '/feeds?tag=TRENDING' },
  { headline: 'Share what you know', altText: 'Create a jot and share what you know', link: '/jot/create' },
  { headline: 'Start with the basics of algebra', altText: 'Algebra Foundations: start with the basics', link: '/pod/algebra-foundations' },
  { headline: 'No ads, unlimited searches', altText: 'Go further with a Jotpod subscription', link: '/subscription' },
];

export interface SideSegmentText {
  readonly type: 1 | 2;
  readonly title: string;
  readonly info: string;
  readonly btnInfo: string;
  /** Internal links open in the same tab (link_type '0'), external ones in a new tab ('1'). */
  readonly link: string;
  readonly external: boolean;
}

/** Shown beside every container's pods (container_id null). */
export const GLOBAL_SIDE_SEGMENTS: readonly SideSegmentText[] = [
  {
    type: 1,
    title: 'How Jotpod works',
    info: '<p>Two minutes on pods, sections and jots, and how to share your first one.</p>',
    btnInfo: 'Watch on YouTube',
    link: 'https://www.youtube.com/watch?v=aircAruvnKk',
    external: true,
  },
  {
    type: 2,
    title: 'Share what you know',
    info: '<p>Teachers and learners write short jots: a story, a video, a worksheet. Yours could help someone today.</p>',
    btnInfo: 'Create a Jot',
    link: '/jot/create',
    external: false,
  },
];

/** Per-container segments: {subject} is the container's name. */
export const CONTAINER_SIDE_SEGMENTS: readonly SideSegmentText[] = [
  {
    type: 2,
    title: 'New to {subject}?',
    info: '<p>Start with the first pod and read one list item a day. Small steps add up quickly.</p>',
    btnInfo: 'Start here',
    link: '/container/{slug}',
    external: false,
  },
  {
    type: 1,
    title: '{subject} in ten minutes',
    info: '<p>A short video overview of the big ideas in {subject}.</p>',
    btnInfo: 'Watch now',
    link: 'https://www.youtube.com/watch?v={video}',
    external: true,
  },
  {
    type: 2,
    title: 'Read more about {subject}',
    info: '<p>The encyclopedia portal is a good companion to the pods here.</p>',
    btnInfo: 'Open the portal',
    link: 'https://en.wikipedia.org/wiki/Portal:{portal}',
    external: true,
  },
];

export interface MarketingStoryText {
  readonly title: string;
  readonly content: string;
  readonly buttonText: string;
  readonly buttonLink: string;
  readonly external: boolean;
}

/** Home page stories, in order; consecutive stories alternate link types (and image sides). */
export const MARKETING_STORIES: readonly MarketingStoryText[] = [
  {
    title: 'Learn anything, one jot at a time',
    content:
      '<p>Jotpod turns big subjects into small, friendly steps. Browse <strong>over 3500 topics</strong>, from algebra to sourdough, and learn in five-minute jots written by real people.</p>',
    buttonText: 'Explore trending jots',
    buttonLink: '/feeds?tag=TRENDING',
    external: false,
  },
  {
    title: 'Built for teachers first',
    content:
      '<p>Teachers know how to explain. Jotpod gives them a simple place to share stories, videos, worksheets and articles with learners everywhere, organised by pod, section and list item.</p>',
    buttonText: 'Why microlearning works',
    buttonLink: 'https://en.wikipedia.org/wiki/Microlearning',
    external: true,
  },
  {
    title: 'Free lifelong learning',
    content:
      '<p>Learning should not stop when school does. Jotpod is free to read and free to share, for life. Follow the people who teach you best and keep your favourite jots close.</p>',
    buttonText: 'Join us now',
    buttonLink: '/register',
    external: false,
  },
  {
    title: 'Over 3500 topics and growing',
    content:
      '<p>Mathematics, languages, music, cooking, photography and many more: every week our community adds new pods and thousands of jots. There is always something new to learn.</p>',
    buttonText: 'Watch the tour',
    buttonLink: 'https://www.youtube.com/watch?v=WUvTyaaNkzM',
    external: true,
  },
  {
    title: 'Grow with us',
    content:
      '<p>We are building the friendliest place on the internet to learn and teach. If you share that vision, we would love to hear from you.</p>',
    buttonText: 'Investor relations',
    buttonLink: '/investor-relations',
    external: false,
  },
];

export interface AchievementText {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly viewerDescription: string;
  readonly threshold: number;
  /** What the threshold counts; the seed awards achievements from the data it generated. */
  readonly counts: 'jots' | 'likes_received' | 'likes_given' | 'followers' | 'profile';
}

export const ACHIEVEMENTS: readonly AchievementText[] = [
  { key: 'first_jot', title: 'First Jot', description: 'You posted your first jot. Welcome aboard!', viewerDescription: 'Posted their first jot.', threshold: 1, counts: 'jots' },
  { key: 'ten_jots', title: 'Ten Jots', description: 'You have posted 10 jots. Keep sharing!', viewerDescription: 'Posted 10 jots.', threshold: 10, counts: 'jots' },
  { key: 'fifty_jots', title: 'Prolific Jotter', description: 'You have posted 50 jots.', viewerDescription: 'Posted 50 jots.', threshold: 50, counts: 'jots' },
  { key: 'first_like_received', title: 'First Spark', description: 'Someone liked one of your jots for the first time.', viewerDescription: 'Received their first like.', threshold: 1, counts: 'likes_received' },
  { key: 'hundred_likes', title: 'Crowd Favourite', description: 'Your jots have received 100 likes.', viewerDescription: 'Received 100 likes.', threshold: 100, counts: 'likes_received' },
  { key: 'first_follower', title: 'First Follower', description: 'Someone followed you. People want to learn from you!', viewerDescription: 'Gained their first follower.', threshold: 1, counts: 'followers' },
  { key: 'ten_followers', title: 'Rising Voice', description: '10 people follow you.', viewerDescription: 'Has 10 followers.', threshold: 10, counts: 'followers' },
  { key: 'complete_profile', title: 'All Set', description: 'You completed your profile: avatar, bio and a social link.', viewerDescription: 'Completed their profile.', threshold: 1, counts: 'profile' },
  { key: 'first_like_given', title: 'Inspired', description: 'You liked a jot for the first time.', viewerDescription: 'Liked their first jot.', threshold: 1, counts: 'likes_given' },
];
