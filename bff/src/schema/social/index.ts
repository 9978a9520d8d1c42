// Social: follow state and counts, author pages, liked jots, following, and the like toggle and
// follow/unfollow mutations.
import './user-social.ts';
import './viewer-social.ts';
import './likes.ts';
import './follows.ts';
