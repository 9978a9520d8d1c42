// The authoring mutations (issue 5): the jot form's save and its image widget.
import './jots.ts';
import './images.ts';
