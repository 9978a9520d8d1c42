// The web app's persisted operations as the benches send them, typed by relay-compiler's output.
import type { Client, Data } from './client.ts';
import type { AuthorPageQuery$variables } from '../../web/src/__generated__/AuthorPageQuery.graphql.ts';
import type { ContainerPageQuery$variables } from '../../web/src/__generated__/ContainerPageQuery.graphql.ts';
import type { FeedsPageQuery$variables } from '../../web/src/__generated__/FeedsPageQuery.graphql.ts';
import type { GlossaryPageQuery$variables } from '../../web/src/__generated__/GlossaryPageQuery.graphql.ts';
import type { HomePageQuery$variables } from '../../web/src/__generated__/HomePageQuery.graphql.ts';
import type { JotFormCreateMutation$variables } from '../../web/src/__generated__/JotFormCreateMutation.graphql.ts';
import type { JotPageQuery$variables } from '../../web/src/__generated__/JotPageQuery.graphql.ts';
import type { LikeButtonLikeMutation$variables } from '../../web/src/__generated__/LikeButtonLikeMutation.graphql.ts';
import type { LikeButtonUnlikeMutation$variables } from '../../web/src/__generated__/LikeButtonUnlikeMutation.graphql.ts';
import type { ListItemPageQuery$variables } from '../../web/src/__generated__/ListItemPageQuery.graphql.ts';
import type { MainLayoutQuery$variables } from '../../web/src/__generated__/MainLayoutQuery.graphql.ts';
import type { MuteButtonMuteMutation$variables } from '../../web/src/__generated__/MuteButtonMuteMutation.graphql.ts';
import type { MuteButtonUnmuteMutation$variables } from '../../web/src/__generated__/MuteButtonUnmuteMutation.graphql.ts';
import type { NotificationsPageMarkAllReadMutation$variables } from '../../web/src/__generated__/NotificationsPageMarkAllReadMutation.graphql.ts';
import type { PodPageQuery$variables } from '../../web/src/__generated__/PodPageQuery.graphql.ts';
import type { RegisterPageMutation$variables } from '../../web/src/__generated__/RegisterPageMutation.graphql.ts';
import type { SearchPageQuery$variables } from '../../web/src/__generated__/SearchPageQuery.graphql.ts';
import type { SearchSuggestionsQuery$variables } from '../../web/src/__generated__/SearchSuggestionsQuery.graphql.ts';
import type { SectionPageQuery$variables } from '../../web/src/__generated__/SectionPageQuery.graphql.ts';

/**
 * The web app's operations the benches send, with the variables relay-compiler generated for
 * them: a request the app could not send does not compile.
 */
export type Operations = {
  AuthorPageQuery: AuthorPageQuery$variables;
  ContainerPageQuery: ContainerPageQuery$variables;
  FeedsPageQuery: FeedsPageQuery$variables;
  GlossaryPageQuery: GlossaryPageQuery$variables;
  HomePageQuery: HomePageQuery$variables;
  JotFormCreateMutation: JotFormCreateMutation$variables;
  JotPageQuery: JotPageQuery$variables;
  LikeButtonLikeMutation: LikeButtonLikeMutation$variables;
  LikeButtonUnlikeMutation: LikeButtonUnlikeMutation$variables;
  ListItemPageQuery: ListItemPageQuery$variables;
  MainLayoutQuery: MainLayoutQuery$variables;
  MuteButtonMuteMutation: MuteButtonMuteMutation$variables;
  MuteButtonUnmuteMutation: MuteButtonUnmuteMutation$variables;
  NotificationsPageMarkAllReadMutation: NotificationsPageMarkAllReadMutation$variables;
  PodPageQuery: PodPageQuery$variables;
  RegisterPageMutation: RegisterPageMutation$variables;
  SearchPageQuery: SearchPageQuery$variables;
  SearchSuggestionsQuery: SearchSuggestionsQuery$variables;
  SectionPageQuery: SectionPageQuery$variables;
};

/** A persisted operation of the web app, with its own variables (and a label for the report). */
export function send<Name extends keyof Operations>(client: Client, name: Name, variables: Operations[Name], label?: string): Promise<Data> {
  return client.persisted(name, variables, label);
}
