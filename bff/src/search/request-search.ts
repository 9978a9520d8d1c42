import type { Cancellation } from '../upstream/cancellation.ts';
import type { ViewerCredentials } from '../upstream/credentials.ts';
import type { GlossaryParams, GlossaryResult, SearchClient, SearchHit, SearchParams, SearchResult, SuggestionParams } from './types.ts';

/**
 * The search client as one GraphQL request sees it: searches with the viewer's token (hits carry
 * personalised records, e.g. whether the viewer liked a jot, so the Relay store stays right) and
 * counts its calls beside the upstream's (x-upstream-requests).
 */
export class RequestSearch {
  #requestCount = 0;

  private readonly client: SearchClient;
  private readonly viewer: ViewerCredentials | null;
  private readonly cancellation?: Cancellation | undefined;
  constructor(
    client: SearchClient,
    viewer: ViewerCredentials | null,
    /** The request's cancellation (client gone, deadline): every search call stops on it. */
    cancellation?: Cancellation | undefined,
  ) {
    this.client = client;
    this.viewer = viewer;
    this.cancellation = cancellation;
  }

  get requestCount(): number {
    return this.#requestCount;
  }

  async search(params: SearchParams): Promise<SearchResult> {
    this.#requestCount += 1;
    return this.client.search(params, { accessToken: await this.token(), cancellation: this.cancellation });
  }

  async suggest(params: SuggestionParams): Promise<SearchHit[]> {
    this.#requestCount += 1;
    return this.client.suggest(params, { accessToken: await this.token(), cancellation: this.cancellation });
  }

  async glossary(params: GlossaryParams): Promise<GlossaryResult> {
    this.#requestCount += 1;
    return this.client.glossary(params, { accessToken: await this.token(), cancellation: this.cancellation });
  }

  private token(): Promise<string | null> {
    return this.viewer ? this.viewer.accessToken() : Promise.resolve(null);
  }
}
