/** The shape of one subject's word bank: everything the generators need to write about it. */

/** Which family of shapes decorates the subject's generated images. */
export type Motif = 'grid' | 'orbits' | 'waves' | 'cells' | 'columns' | 'bubbles' | 'brackets' | 'notes' | 'strokes' | 'bars' | 'pulse' | 'aperture' | 'steam' | 'spiral' | 'stars';

export interface Subject {
  /** Container name; its slug is derived from it. */
  readonly name: string;
  /** true: listed under Core Learning (container.section = 1); false: under Categories. */
  readonly core: boolean;
  /** Base hue (0-360) of the subject's images, so a subject looks the same everywhere. */
  readonly hue: number;
  readonly motif: Motif;
  /** One sentence for the container's info block. */
  readonly tagline: string;
  /** Pod names, best first: the demo takes as many as it needs from the front. */
  readonly topics: readonly string[];
  /** Real terms of the field: glossary entries, list item names and what jots talk about. */
  readonly terms: readonly string[];
  /**
   * Which terms each topic teaches (keys are topics, values are terms of this subject), so a pod
   * on calculus is about limits and derivatives. Terms no topic claims are shared out as extras.
   */
  readonly curriculum: Readonly<Record<string, readonly string[]>>;
  /** How people practise this subject, completing "I got there by ..." sentences. */
  readonly practice: readonly string[];
}
