// Collections: a reader's saved jots in named lists (the default "Saved" one included), their
// order, statuses and notes, public collections on author pages, and following them.
import './refs.ts';
import './collection.ts';
import './reader-collections.ts';
import './jot-saves.ts';
import './collection-mutations.ts';
import './saved-jot-mutations.ts';
