import { builder } from './builder.ts';
// Each module defines one type and the root fields that return it.
import './types/error.ts';
import './types/page-cursors.ts';
import './types/container.ts';
import './types/pod.ts';
import './types/marketing-story.ts';

builder.queryType({});

export const schema = builder.toSchema();
