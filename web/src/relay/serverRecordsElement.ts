/**
 * The id of the JSON script element in which the server hands over the Relay records of the page
 * it rendered (bff/src/pages): one name for the bff that writes it and the app that reads it. A
 * data block, not a script: the CSP allows no inline script. No imports, so the bff and the
 * tests can take it without the app's dependencies.
 */
export const SERVER_RECORDS_ELEMENT_ID = 'relay-records';
