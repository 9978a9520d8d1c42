// Authoring: My Jots, jot create/update with uploads (the jot form's save), jot delete and the image
// widget's add/remove/reorder.
import './my-jots.ts';
import './jots.ts';
import './images.ts';
import './delete-jot.ts';
import './report-jot.ts';
