import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { serializeStory } from './present.ts';
import { BUILT_IN_PAGES, storiesOfPage } from './queries.ts';

export function registerContentRoutes(app: FastifyInstance, db: Db): void {
  // The marketing stories of a page (home). The client sends `include=` empty; anything else is a 422.
  app.get<{ Params: { pageName: string } }>('/content/:pageName', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    const { pageName } = request.params;
    const stories = await storiesOfPage(db, pageName);
    if (stories.length === 0 && !(BUILT_IN_PAGES as readonly string[]).includes(pageName)) throw new NotFoundError('Page', pageName);
    return whole(stories.map(serializeStory));
  });
}
