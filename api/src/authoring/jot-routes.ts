import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../auth/viewer.ts';
import { one } from '../http/envelope.ts';
import { NotFoundError } from '../http/errors.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import type { JotJson } from '../contract/resources.ts';
import { JOT_INCLUDES, presentJots } from '../resources/relations.ts';
import { findJot, type JotRow } from '../resources/jots/queries.ts';
import { assertAuthor } from './access.ts';
import { readFormInput } from './form-input.ts';
import { MAX_CONTENT_BYTES, MAX_IMAGES_PER_SAVE, sentFields, validateJotSave, type JotFields } from './jot-input.ts';
import { createJot, updateJot, type WriterDeps } from './jot-writer.ts';

const FORM_LIMITS = { maxFiles: MAX_IMAGES_PER_SAVE, maxFieldBytes: MAX_CONTENT_BYTES };

/**
 * POST /jots (create) and POST /jots/{id} (update), multipart or JSON: content_type,
 * list_item_id, name, content_url, content, duration_seconds, images[] (files), image_ids[]
 * (pending uploads).
 * Both answer the jot as GET /jots/{id} does (same presenter, same `include`).
 * Routes of the authoring scope, which already requires a signed-in user.
 */
export function registerJotWriteRoutes(app: FastifyInstance, deps: WriterDeps): void {
  const { db } = deps;

  app.post('/jots', async (request, reply) => {
    const include = readInclude(request);
    const userId = viewerOf(request).id;
    const input = await readFormInput(request, FORM_LIMITS);
    const save = await validateJotSave(db, sentFields(input), input, userId);
    const id = await createJot(deps, userId, save);
    return reply.code(201).send(one(await presentJot(request, String(id), include)));
  });

  /** Fields left out keep their stored value; the result must pass the same rules as a new jot. */
  app.post<{ Params: { id: string } }>('/jots/:id', async (request) => {
    const include = readInclude(request);
    const userId = viewerOf(request).id;
    const jot = await findJot(db, request.params.id);
    if (!jot) throw new NotFoundError('Jot', request.params.id);
    assertAuthor(jot, userId);
    const input = await readFormInput(request, FORM_LIMITS);
    const save = await validateJotSave(db, { ...storedFields(jot), ...sentFields(input) }, input, userId);
    await updateJot(deps, jot.id, userId, save);
    return one(await presentJot(request, String(jot.id), include));
  });

  function readInclude(request: FastifyRequest) {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    q.done();
    return include;
  }

  async function presentJot(request: FastifyRequest, key: string, include: ReturnType<typeof readInclude>): Promise<JotJson> {
    const row = await findJot(db, key);
    if (!row) throw new NotFoundError('Jot', key);
    const [json] = await presentJots(contextOf(db, request), [row], include);
    if (!json) throw new NotFoundError('Jot', key);
    return json;
  }
}

function storedFields(jot: JotRow): JotFields {
  return {
    content_type: jot.content_type,
    list_item_id: String(jot.list_item_id),
    name: jot.name,
    content_url: jot.content_url ?? '',
    content: jot.content,
    duration_seconds: jot.duration_seconds === null ? '' : String(jot.duration_seconds),
  };
}
