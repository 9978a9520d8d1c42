/**
 * The values of a GraphQL enum that mirrors an enumeration of the REST contract: every member of
 * `All` must have exactly one GraphQL value, so a member the api adds (or drops) without the
 * schema following is a compile error here, not a runtime surprise.
 *
 *   values: coveringValues<JotContentType>()({ STORY: { value: 'story', description: '…' }, … })
 */
export function coveringValues<All extends string | number>() {
  return <const Values extends Record<string, { value: All; description: string }>>(
    values: Values & ([Exclude<All, Values[keyof Values]['value']>] extends [never] ? unknown : { missing: Exclude<All, Values[keyof Values]['value']> }),
  ): Values => values;
}
