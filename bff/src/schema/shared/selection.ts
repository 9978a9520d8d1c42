import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks for `name` among its own fields, written directly or in
 * a fragment (named or inline). A resolver uses it to ask one REST call for what the children
 * will need (an `include`), instead of leaving a child to make a second call. `@include` and
 * `@skip` are not evaluated: a field they may leave out counts as asked for, which costs at most
 * the include it would have saved.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  return info.fieldNodes.some((node) => node.selectionSet !== undefined && inSelectionSet(node.selectionSet, name, info.fragments, new Set()));
}

function inSelectionSet(selectionSet: SelectionSetNode, name: string, fragments: Record<string, FragmentDefinitionNode>, visited: Set<string>): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) return true;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (inSelectionSet(selection.selectionSet, name, fragments, visited)) return true;
    } else {
      const fragmentName = selection.name.value;
      const fragment = fragments[fragmentName];
      // A fragment spread twice is looked at once (validation already refuses cycles).
      if (fragment && !visited.has(fragmentName)) {
        visited.add(fragmentName);
        if (inSelectionSet(fragment.selectionSet, name, fragments, visited)) return true;
      }
    }
  }
  return false;
}
