/**
 * The one visibility rule of the catalogue: inactive containers and inactive pods are never
 * returned, and neither is anything that only lives under them (pods of an inactive container,
 * their sections, list items and jots). Every query joins its rows up to `p` (pods) and `c`
 * (containers) and adds this condition.
 */
export const VISIBLE_POD = 'p.is_active AND c.is_active';

/** Joins from sections `s` up to the pod and container of the rule above. */
export const SECTION_TO_CONTAINER = 'JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id';
