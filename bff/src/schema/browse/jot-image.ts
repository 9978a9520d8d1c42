import { ImageInterface } from '../shared/image.ts';
import { JotImageRef } from './node-refs.ts';

JotImageRef.implement({
  description: "An image of a jot (a story's grid), numbered by orderColumn; its size and copies come from Image.",
  interfaces: [ImageInterface],
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST (media) id.' }),
    name: t.exposeString('name', { description: "The uploaded file's name." }),
    orderColumn: t.exposeInt('order_column', { description: 'The number shown on the image (1-based order).' }),
  }),
});
