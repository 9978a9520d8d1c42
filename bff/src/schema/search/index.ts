// Site search and the pod glossary, through the search client (bff/src/search).
import './search.ts';
import './pod-glossary.ts';
