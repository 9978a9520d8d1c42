import type { Subject } from '../subject.ts';

export const mathematics: Subject = {
  name: 'Mathematics',
  core: true,
  hue: 222,
  motif: 'grid',
  tagline: 'Numbers, shapes and patterns, from mental arithmetic to calculus, one small idea at a time.',
  topics: [
    'Algebra Foundations', 'Geometry Essentials', 'Trigonometry Made Simple', 'Calculus I: Limits and Derivatives',
    'Calculus II: Integration', 'Linear Algebra', 'Probability Basics', 'Statistics for Everyday Life',
    'Number Theory', 'Discrete Mathematics', 'Differential Equations', 'Mental Math Tricks',
    'Mathematical Proofs', 'Set Theory and Logic',
  ],
  terms: [
    'Absolute value', 'Algorithm', 'Angle bisector', 'Arithmetic sequence', 'Asymptote', 'Axiom', 'Binomial theorem',
    'Bijection', 'Cartesian plane', 'Central limit theorem', 'Chain rule', 'Circumference', 'Coefficient',
    'Combination', 'Complex number', 'Congruence', 'Conic section', 'Continuity', 'Cosine', 'Derivative',
    'Determinant', 'Diameter', 'Differential equation', 'Divisibility rule', 'Eigenvalue', 'Eigenvector', 'Ellipse',
    'Exponent', 'Exponential growth', 'Factorial', 'Fibonacci sequence', 'Fraction', 'Function', 'Geometric series',
    'Gradient', 'Greatest common divisor', 'Hyperbola', 'Hypotenuse', 'Identity matrix', 'Imaginary unit',
    'Inequality', 'Integral', 'Integer', 'Intercept', 'Limit', 'Linear equation', 'Logarithm', 'Matrix', 'Mean',
    'Median', 'Modular arithmetic', 'Natural number', 'Normal distribution', 'Parabola', 'Parallelogram',
    'Permutation', 'Pi', 'Polynomial', 'Prime number', 'Probability', 'Proof by induction', 'Pythagorean theorem',
    'Quadratic formula', 'Quadrilateral', 'Radian', 'Rational number', 'Real number', 'Sine', 'Slope',
    'Square root', 'Standard deviation', 'Tangent line', 'Theorem', 'Transformation', 'Unit circle', 'Variable',
    'Variance', 'Vector', 'Venn diagram', 'Volume', 'Zero', 'Z-score',
  ],
  practice: ['working a few problems by hand', 'checking every step out loud', 'sketching the graph before calculating'],
};

export const physics: Subject = {
  name: 'Physics',
  core: true,
  hue: 262,
  motif: 'orbits',
  tagline: 'How the universe moves, shines and holds together, explained with everyday examples.',
  topics: [
    'Classical Mechanics', 'Waves and Sound', 'Light and Optics', 'Electricity and Circuits', 'Magnetism',
    'Thermodynamics Basics', 'Modern Physics', 'Quantum Mechanics Primer', 'Special Relativity', 'Fluid Dynamics',
    'Nuclear Physics', 'Physics of Everyday Things', 'Energy and Work',
  ],
  terms: [
    'Acceleration', 'Alternating current', 'Amplitude', 'Angular momentum', "Archimedes' principle", 'Atom',
    'Black-body radiation', 'Buoyancy', 'Capacitor', 'Centripetal force', 'Conservation of energy', "Coulomb's law",
    'Density', 'Diffraction', 'Displacement', 'Doppler effect', 'Elasticity', 'Electric charge', 'Electric field',
    'Electromagnetic induction', 'Entropy', 'Escape velocity', 'Force', 'Frequency', 'Friction', 'Gravity',
    'Half-life', 'Heat transfer', "Hooke's law", 'Impulse', 'Inertia', 'Interference', 'Joule', 'Kinetic energy',
    'Kelvin scale', 'Lens', 'Magnetic field', 'Mass', 'Momentum', "Newton's laws of motion", "Ohm's law",
    'Oscillation', 'Photon', 'Potential energy', 'Power', 'Pressure', 'Projectile motion', 'Quantum tunnelling',
    'Radioactivity', 'Reflection', 'Refraction', 'Relativity', 'Electrical resistance', 'Resonance', 'Semiconductor',
    'Simple harmonic motion', 'Speed of light', 'Superconductivity', 'Temperature', 'Torque', 'Uncertainty principle',
    'Vacuum', 'Velocity', 'Voltage', 'Watt', 'Wave', 'Wavelength', 'Weight', 'Work', 'X-ray', "Young's modulus",
    'Atomic nucleus', 'Standing wave',
  ],
  practice: ['building a tiny experiment on the kitchen table', 'drawing a free-body diagram', 'estimating the answer before solving'],
};

export const chemistry: Subject = {
  name: 'Chemistry',
  core: true,
  hue: 168,
  motif: 'bubbles',
  tagline: 'Atoms, bonds and reactions: the science of what things are made of and how they change.',
  topics: [
    'Atoms and the Periodic Table', 'Chemical Bonding', 'Stoichiometry Workshop', 'Acids and Bases',
    'Organic Chemistry Basics', 'Reaction Kinetics', 'Equilibrium in Practice', 'Electrochemistry', 'Thermochemistry',
    'Lab Techniques', 'Polymers and Materials', 'Kitchen Chemistry',
  ],
  terms: [
    'Acid', 'Activation energy', 'Alkali metal', 'Alkane', 'Alloy', 'Anion', 'Atomic number', "Avogadro's number",
    'Base', 'Bond energy', 'Buffer solution', 'Catalyst', 'Cation', 'Chemical equilibrium', 'Chromatography',
    'Combustion', 'Compound', 'Concentration', 'Covalent bond', 'Crystal lattice', 'Distillation', 'Electrolysis',
    'Electron configuration', 'Electronegativity', 'Endothermic reaction', 'Enthalpy', 'Ester', 'Exothermic reaction',
    'Functional group', 'Halogen', 'Hydrocarbon', 'Hydrogen bond', 'Ideal gas law', 'pH indicator', 'Ion',
    'Ionic bond', 'Isomer', 'Isotope', "Le Chatelier's principle", 'Metallic bond', 'Molarity', 'Mole', 'Molecule',
    'Neutralization', 'Noble gas', 'Orbital', 'Oxidation', 'Oxidation state', 'Periodic table', 'pH scale',
    'Polymer', 'Precipitate', 'Reaction rate', 'Redox reaction', 'Reduction', 'Salt', 'Solubility', 'Solute',
    'Solvent', 'Stoichiometry', 'Sublimation', 'Titration', 'Transition metal', 'Valence electron',
    'Van der Waals force', 'Percent yield', 'Zwitterion', 'Limiting reagent', 'Kinetic molecular theory',
  ],
  practice: ['balancing equations on scrap paper', 'keeping a careful lab notebook', 'drawing the molecules before naming them'],
};

export const biology: Subject = {
  name: 'Biology',
  core: true,
  hue: 128,
  motif: 'cells',
  tagline: 'Life from molecules to ecosystems: cells, genes, bodies and the living world around us.',
  topics: [
    'Cell Biology', 'Genetics and Heredity', 'Evolution and Natural Selection', 'Human Anatomy',
    'Ecology and Ecosystems', 'Microbiology', 'Plant Biology', 'Immunology Basics', 'Neuroscience for Beginners',
    'Molecular Biology', 'Marine Biology', 'Animal Behaviour',
  ],
  terms: [
    'Adaptation', 'Allele', 'Amino acid', 'Antibody', 'ATP', 'Bacteria', 'Biodiversity', 'Biome', 'Carbohydrate',
    'Cell membrane', 'Cell wall', 'Chlorophyll', 'Chromosome', 'Circadian rhythm', 'Codominance', 'DNA replication',
    'Dominant trait', 'Ecosystem', 'Endocrine system', 'Enzyme', 'Evolution', 'Food chain', 'Gene',
    'Gene expression', 'Genotype', 'Habitat', 'Heredity', 'Homeostasis', 'Hormone', 'Immune system', 'Kingdom',
    'Krebs cycle', 'Meiosis', 'Metabolism', 'Microbiome', 'Mitochondria', 'Mitosis', 'Mutation', 'Natural selection',
    'Nervous system', 'Neuron', 'Nucleotide', 'Organelle', 'Osmosis', 'Phenotype', 'Phloem', 'Photosynthesis',
    'Pollination', 'Population', 'Protein synthesis', 'Punnett square', 'Recessive trait', 'Cellular respiration',
    'Ribosome', 'RNA', 'Species', 'Stem cell', 'Symbiosis', 'Taxonomy', 'Tissue', 'Transcription', 'Transpiration',
    'Vaccine', 'Virus', 'Xylem', 'Yeast', 'Zygote', 'Cell nucleus', 'Keystone species', 'Genome',
  ],
  practice: ['labelling a diagram from memory', 'looking at samples under a cheap microscope', 'explaining it to a friend with drawings'],
};

/** Its container ships inactive: proof that inactive containers (and their pods) stay hidden. */
export const astronomy: Subject = {
  name: 'Astronomy',
  core: false,
  hue: 240,
  motif: 'stars',
  tagline: 'Planets, stars and galaxies for curious stargazers. Coming soon.',
  topics: ['The Solar System', 'Stars and Galaxies', 'Stargazing for Beginners', 'Cosmology'],
  terms: [
    'Asteroid belt', 'Astronomical unit', 'Black hole', 'Comet', 'Constellation', 'Cosmic microwave background',
    'Dark matter', 'Dwarf planet', 'Eclipse', 'Exoplanet', 'Galaxy', 'Light-year', 'Meteor shower', 'Nebula',
    'Neutron star', 'Orbit', 'Parallax', 'Pulsar', 'Quasar', 'Red giant', 'Redshift', 'Solar wind', 'Supernova',
    'Telescope', 'White dwarf', 'Zodiacal light', 'Kuiper belt', 'Oort cloud', "Hubble's law",
  ],
  practice: ['spending an evening with a star chart', 'logging what I saw through binoculars', 'using a planetarium app'],
};
