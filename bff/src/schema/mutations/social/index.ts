// The social mutations (issue 6): the like toggle and follow/unfollow.
import './likes.ts';
import './follows.ts';
