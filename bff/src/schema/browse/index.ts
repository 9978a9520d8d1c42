// Browsing the content tree (Container › Pod › Section › List item › Jot), its authors and the
// feeds: everything a visitor can read.
import './container.ts';
import './pod.ts';
import './jot-level.ts';
import './user.ts';
import './section.ts';
import './list-item.ts';
import './jot.ts';
import './jot-image.ts';
import './pod-contents.ts';
import './feed.ts';
import './glossary-term.ts';
