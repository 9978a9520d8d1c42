import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { WRITE_CLASSES, writeClassOf } from '../src/pipeline/write-classes.ts';
import { schema } from '../src/schema/index.ts';

/**
 * Which writes may empty what visitors are served from. Their effect on the caches, over the real
 * api, is in response-cache.test.ts (answers) and cached-pages.test.ts (pages).
 */
describe('write classes', () => {
  it('classifies every mutation of the schema, and nothing else', () => {
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
    expect(Object.keys(WRITE_CLASSES).sort()).toEqual(mutations);
  });

  it.each([
    ['login', 'viewer'],
    ['logout', 'viewer'],
    ['setDefaultPod', 'viewer'],
    ['blockAuthor', 'viewer'],
    ['muteAuthor', 'viewer'],
    ['markNotificationsRead', 'viewer'],
    ['updatePassword', 'viewer'],
    ['likeJot', 'public'],
    ['followUser', 'public'],
    ['updateProfile', 'public'],
    ['createJot', 'public'],
    ['reportJot', 'public'],
    ['register', 'public'],
  ] as const)('counts %s as a write of %s data', (field, expected) => {
    expect(writeClassOf(parse(`mutation { ${field} { __typename } }`), undefined)).toBe(expected);
  });

  it('counts an operation as the viewer’s own only when every root field is', () => {
    expect(writeClassOf(parse('mutation { a: blockAuthor { __typename } b: muteAuthor { __typename } }'), undefined)).toBe('viewer');
    expect(writeClassOf(parse('mutation { blockAuthor { __typename } likeJot { __typename } }'), undefined)).toBe('public');
  });

  it('finds root fields through fragments, and takes the named operation of several', () => {
    const document = parse(`
      mutation Own { ...OwnFields }
      mutation Liking { ... on Mutation { likeJot { __typename } } }
      fragment OwnFields on Mutation { setDefaultPod { __typename } }
    `);
    expect(writeClassOf(document, 'Own')).toBe('viewer');
    expect(writeClassOf(document, 'Liking')).toBe('public');
  });

  it('counts a field it does not know as public, and a query or subscription as no write', () => {
    expect(writeClassOf(parse('mutation { somethingNew { __typename } }'), undefined)).toBe('public');
    expect(writeClassOf(parse('{ __typename }'), undefined)).toBeNull();
    expect(writeClassOf(parse('subscription { notificationAdded { __typename } }'), undefined)).toBeNull();
  });
});
