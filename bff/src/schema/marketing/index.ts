// Editorial content around the tree: the home page's stories, banners, a container's side
// segments and the subscription plans.
import './marketing-story.ts';
import './banner.ts';
import './side-segment.ts';
import './subscription-plan.ts';
