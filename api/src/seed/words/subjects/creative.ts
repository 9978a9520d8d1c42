import type { Subject } from '../subject.ts';

export const music: Subject = {
  name: 'Music',
  core: false,
  hue: 310,
  motif: 'notes',
  tagline: 'Play, sing, listen and write: music theory and practice for every level.',
  topics: [
    'Music Theory Basics', 'Piano for Beginners', 'Guitar Chords and Strumming', 'Reading Sheet Music',
    'Rhythm and Drumming', 'Singing Technique', 'Songwriting', 'Jazz Harmony', 'Music Production',
    'Classical Music Appreciation', 'Ear Training', 'Ukulele Quick Start',
  ],
  terms: [
    'A cappella', 'Accidental', 'Arpeggio', 'Beat', 'Bridge', 'Cadence', 'Canon', 'Chord', 'Chord progression',
    'Chromatic scale', 'Circle of fifths', 'Clef', 'Coda', 'Counterpoint', 'Crescendo', 'Diminuendo', 'Dissonance',
    'Downbeat', 'Dynamics', 'Ear training', 'Fermata', 'Forte', 'Fugue', 'Glissando', 'Harmony', 'Improvisation',
    'Musical interval', 'Key signature', 'Largo', 'Legato', 'Major scale', 'Measure', 'Melody', 'Metronome',
    'Minor scale', 'Modulation', 'Motif', 'Octave', 'Ostinato', 'Overture', 'Pentatonic scale', 'Pitch',
    'Pizzicato', 'Polyphony', 'Quarter note', 'Musical rest', 'Rhythm', 'Riff', 'Scale degree', 'Sharp', 'Flat',
    'Sight-reading', 'Staccato', 'Syncopation', 'Tempo', 'Timbre', 'Time signature', 'Tonic', 'Transposition',
    'Treble clef', 'Triad', 'Tremolo', 'Tuning', 'Unison', 'Vibrato', 'Waltz', 'Xylophone', 'Yodel', 'Zither',
    'Blues scale', 'Power chord',
  ],
  practice: ['practising slowly with a metronome', 'recording myself and listening back', 'playing along with a favourite song'],
};

export const art: Subject = {
  name: 'Art & Design',
  core: false,
  hue: 18,
  motif: 'strokes',
  tagline: 'Draw, paint and design with confidence: technique, history and a trained eye.',
  topics: [
    'Drawing Fundamentals', 'Colour Theory', 'Watercolour Painting', 'Oil Painting', 'Graphic Design Basics',
    'Typography', 'Art History', 'Figure Drawing', 'Digital Illustration', 'UX Design Principles',
    'Sketching Every Day', 'Printmaking',
  ],
  terms: [
    'Abstract expressionism', 'Alignment', 'Analogous colours', 'Art Deco', 'Art Nouveau', 'Asymmetry',
    'Visual balance', 'Baroque', 'Bauhaus', 'Blending', 'Brushwork', 'Calligraphy', 'Canvas', 'Chiaroscuro',
    'Collage', 'Colour theory', 'Colour wheel', 'Complementary colours', 'Composition', 'Contour drawing', 'Contrast',
    'Cross-hatching', 'Cubism', 'Fresco', 'Focal point', 'Foreshortening', 'Gesture drawing', 'Glazing',
    'Golden ratio', 'Gouache', 'Colour gradient', 'Grid system', 'Hue', 'Impressionism', 'Impasto', 'Kerning',
    'Kinetic art', 'Line weight', 'Minimalism', 'Mixed media', 'Modernism', 'Monochrome', 'Mood board', 'Mosaic',
    'Negative space', 'One-point perspective', 'Palette knife', 'Pastel', 'Linear perspective', 'Pointillism',
    'Pop art', 'Portfolio', 'Primary colours', 'Proportion', 'Saturation', 'Sculpture', 'Sfumato', 'Shading',
    'Sketchbook', 'Still life', 'Stippling', 'Surrealism', 'Texture', 'Tint and shade', 'Typography', 'Underpainting',
    'Value scale', 'Vanishing point', 'Visual hierarchy', 'Watercolour wash', 'Woodcut', 'Ukiyo-e', 'Quill pen',
  ],
  practice: ['filling one sketchbook page every day', 'copying a master drawing line by line', 'squinting to see the big shapes first'],
};

export const photography: Subject = {
  name: 'Photography',
  core: false,
  hue: 190,
  motif: 'aperture',
  tagline: 'See light, frame moments and edit with intent, with any camera you own.',
  topics: [
    'Camera Basics', 'Composition in Photography', 'Lighting', 'Portrait Photography', 'Landscape Photography',
    'Street Photography', 'Smartphone Photography', 'Photo Editing', 'Night Photography', 'Macro Photography',
    'Black and White Photography',
  ],
  terms: [
    'Aperture', 'Aspect ratio', 'Autofocus', 'Backlighting', 'Bokeh', 'Bracketing', 'Burst mode',
    'Colour temperature', 'Crop factor', 'Depth of field', 'Dynamic range', 'Exposure', 'Exposure compensation',
    'Exposure triangle', 'F-stop', 'Fill light', 'Focal length', 'Framing', 'Golden hour', 'Film grain', 'HDR',
    'Histogram', 'Hyperfocal distance', 'ISO', 'JPEG', 'Key light', 'Leading lines', 'Lens flare', 'Light meter',
    'Long exposure', 'Macro photography', 'Manual mode', 'Megapixel', 'Metering mode', 'Mirrorless camera',
    'Motion blur', 'Noise reduction', 'Overexposure', 'Panning', 'Prime lens', 'RAW format', 'Reflector',
    'Rule of thirds', 'Sensor size', 'Shutter speed', 'Silhouette', 'Soft light', 'Street photography', 'Symmetry',
    'Telephoto lens', 'Time-lapse', 'Tripod', 'Underexposure', 'Vignetting', 'White balance', 'Wide-angle lens',
    'Zoom lens', 'Blue hour', 'Chromatic aberration', 'Diffuser', 'Image stabilization', 'Polarizing filter',
    'Neutral density filter', 'Quick release plate', 'Catchlight', 'Rim light',
  ],
  practice: ['shooting the same scene at three settings', 'going on a one-lens photo walk', 'studying the histogram after each shot'],
};

export const cooking: Subject = {
  name: 'Cooking',
  core: false,
  hue: 32,
  motif: 'steam',
  tagline: 'Cook with confidence: techniques, science and recipes for every kitchen.',
  topics: [
    'Knife Skills', 'Bread Baking', 'Sauces', 'Italian Cooking', 'Plant-Based Meals', 'Baking Science',
    'Asian Home Cooking', 'Meal Prep', 'Fermentation at Home', 'Pastry Basics', 'Grilling and Barbecue',
    'Cooking on a Budget',
  ],
  terms: [
    'Al dente', 'Baking soda', 'Baking powder', 'Basting', 'Béchamel', 'Blanching', 'Braising', 'Brining', 'Broth',
    'Caramelization', 'Chiffonade', 'Confit', 'Creaming method', 'Deglazing', 'Proofing', 'Emulsion',
    'Fermentation', 'Flambé', 'Folding', 'Garnish', 'Gluten development', 'Julienne', 'Kneading', 'Knife skills',
    'Lamination', 'Leavening', 'Maillard reaction', 'Marinade', 'Meringue', 'Mirepoix', 'Mise en place',
    'Mother sauces', 'Oven spring', 'Pan sauce', 'Parboiling', 'Pickling', 'Poaching', 'Reduction sauce',
    'Resting meat', 'Risotto', 'Roux', 'Sautéing', 'Searing', 'Simmering', 'Smoke point', 'Sourdough starter',
    'Sous vide', 'Steaming', 'Stir-frying', 'Stock', 'Tempering', 'Tenderizing', 'Umami', 'Vinaigrette',
    'Whisking', 'Yeast dough', 'Zest', 'Quick bread', 'Dutch oven', 'Egg wash', 'Dough hydration', 'Infusion',
    'Brunoise', 'Velouté', 'Dry brine', 'Bain-marie',
  ],
  practice: ['cooking the same dish three weekends in a row', 'tasting at every step', 'prepping everything before turning on the heat'],
};
