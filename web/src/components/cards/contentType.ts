import type { JotContentType } from '../../__generated__/JotCard_jot.graphql.ts';

/** The badge text of each content type (story, video, pdf, audio, article). */
export const CONTENT_TYPE_LABEL: Record<JotContentType, string> = {
  ARTICLE: 'Article',
  AUDIO: 'Audio',
  PDF: 'PDF',
  STORY: 'Story',
  VIDEO: 'Video',
};
