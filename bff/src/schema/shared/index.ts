// What several domains use: the Error interface every typed error implements, NotFoundError,
// numbered-page cursors and the File upload scalar.
import './error.ts';
import './not-found-error.ts';
import './page-cursors.ts';
import './file.ts';
import './image.ts';
