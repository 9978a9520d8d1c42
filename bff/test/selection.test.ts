import { parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from '../src/schema/shared/selection.ts';

/** The resolve info of the query's first root field. */
function infoOf(text: string) {
  const document = parse(text);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const fragments = Object.fromEntries(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition').map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [operation!.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectsField: whether a resolved field asks for one of its own fields', () => {
  it('finds a field written directly', () => {
    expect(selectsField(infoOf('{ pod(slug: "a") { name sections { id } } }'), 'sections')).toBe(true);
    expect(selectsField(infoOf('{ pod(slug: "a") { name } }'), 'sections')).toBe(false);
  });

  it('finds it in named fragments, nested ones and inline fragments', () => {
    const text = '{ pod(slug: "a") { ...Header } } fragment Header on Pod { name ...Tree } fragment Tree on Pod { ... on Pod { sections { id } } }';
    expect(selectsField(infoOf(text), 'sections')).toBe(true);
  });

  it('looks at the field’s own level only, not at its children’s fields', () => {
    expect(selectsField(infoOf('{ pod(slug: "a") { container { sections: name } jots { edges { node { sections { id } } } } } }'), 'sections')).toBe(false);
  });

  it('counts a field that @include or @skip may leave out as asked for', () => {
    expect(selectsField(infoOf('query ($all: Boolean!) { pod(slug: "a") { sections @include(if: $all) { id } } }'), 'sections')).toBe(true);
  });
});
