import type { Subject } from '../subject.ts';

export const history: Subject = {
  name: 'History',
  core: true,
  hue: 28,
  motif: 'columns',
  tagline: 'The people, ideas and turning points that shaped the world we live in.',
  topics: [
    'Ancient Civilizations', 'The Roman World', 'Medieval Europe', 'The Renaissance', 'The Age of Exploration',
    'Revolutions that Changed the World', 'The Industrial Revolution', 'World War I', 'World War II', 'The Cold War',
    'History of China', 'African Kingdoms', 'The Silk Road',
  ],
  terms: [
    'Abolitionism', 'Age of Exploration', 'Ancient Egypt', 'Apartheid', 'Aristocracy', 'Armistice', 'Bronze Age',
    'Byzantine Empire', 'Civil rights movement', 'Cold War', 'Colonialism', 'Crusades', 'Cuneiform',
    'Decolonization', 'Athenian democracy', 'Enlightenment', 'Feudalism', 'French Revolution', 'Glorious Revolution',
    'Great Depression', 'Han dynasty', 'Hanseatic League', 'Holy Roman Empire', 'Hieroglyphs', 'Industrial Revolution',
    'Iron Age', 'Iron Curtain', 'Magna Carta', 'Marshall Plan', 'Meiji Restoration', 'Mesopotamia', 'Ming dynasty',
    'Mongol Empire', 'Monarchy', 'Nationalism', 'Neolithic Revolution', 'Ottoman Empire', 'Peace of Westphalia',
    'Printing press', 'Primary source', 'Reformation', 'Renaissance', 'Roman Republic', 'Russian Revolution',
    'Secondary source', 'Silk Road', 'Space Race', "Women's suffrage", 'Treaty of Versailles', 'Trench warfare',
    'United Nations', 'Viking Age', 'World War I', 'World War II', "Zheng He's voyages", 'Ziggurat', 'Quipu',
    'Kingdom of Kush', 'Jacobins', 'Yalta Conference', 'Urbanization', 'Xia dynasty', 'Mali Empire',
    'Berlin Wall', 'Inca Empire', 'Great Wall of China', 'Persian Empire', 'Hundred Years War', 'Black Death',
  ],
  practice: ['drawing a timeline on the wall', 'reading a primary source side by side with a summary', 'visiting a local museum'],
};

export const languages: Subject = {
  name: 'Languages',
  core: true,
  hue: 340,
  motif: 'brackets',
  tagline: 'Speak, read and think in new languages with short daily practice.',
  topics: [
    'Spanish for Beginners', 'French Conversation', 'German Grammar', 'Japanese Kana and Kanji', 'Korean Hangul',
    'Italian Essentials', 'Mandarin Tones', 'English Writing Skills', 'Portuguese Basics', 'Linguistics 101',
    'Sign Language Basics', 'Latin Roots',
  ],
  terms: [
    'Accusative case', 'Active voice', 'Adjective', 'Adverb', 'Affix', 'Alphabet', 'Definite article',
    'Grammatical aspect', 'Cognate', 'Conjugation', 'Conjunction', 'Consonant', 'Dative case', 'Declension', 'Dialect',
    'Diphthong', 'False friend', 'Grammatical gender', 'Genitive case', 'Gerund', 'Grammar', 'Homophone', 'Idiom',
    'Imperative mood', 'Infinitive', 'Intonation', 'Irregular verb', 'Lexicon', 'Loanword', 'Morpheme', 'Noun',
    'Direct object', 'Onomatopoeia', 'Orthography', 'Participle', 'Passive voice', 'Phoneme', 'Phonetics',
    'Phrasal verb', 'Plural', 'Prefix', 'Preposition', 'Pronoun', 'Pronunciation', 'Register', 'Sentence structure',
    'Spaced repetition', 'Grammatical subject', 'Subjunctive mood', 'Suffix', 'Syllable', 'Synonym', 'Syntax',
    'Tense', 'Tone language', 'Umlaut', 'Verb', 'Vocabulary', 'Vowel', 'Word order', 'Antonym', 'Kanji', 'Hangul',
    'Immersion learning', 'Quantifier', 'Zero article', 'Jargon', 'Yes-no question', 'Minimal pair', 'Hiragana',
  ],
  practice: ['shadowing a native speaker for ten minutes', 'writing three sentences in a journal every night', 'reviewing flashcards on the bus'],
};

export const economics: Subject = {
  name: 'Economics',
  core: false,
  hue: 45,
  motif: 'bars',
  tagline: 'Markets, money and decisions: the ideas behind prices, jobs and growth.',
  topics: [
    'Microeconomics', 'Macroeconomics', 'Personal Finance', 'Investing Basics', 'Behavioural Economics',
    'International Trade', 'Money and Banking', 'Game Theory', 'Economics of Climate', 'Entrepreneurship',
    'Development Economics',
  ],
  terms: [
    'Aggregate demand', 'Austerity', 'Balance of payments', 'Barter', 'Behavioral economics', 'Bond',
    'Budget deficit', 'Business cycle', 'Capital', 'Central bank', 'Comparative advantage', 'Compound interest',
    'Consumer price index', 'Cost-benefit analysis', 'Credit score', 'Deflation', 'Demand curve', 'Depreciation',
    'Diminishing returns', 'Diversification', 'Dividend', 'Economies of scale', 'Elasticity of demand',
    'Equilibrium price', 'Exchange rate', 'Externality', 'Fiscal policy', 'Free market', 'Game theory',
    'Gross domestic product', 'Gini coefficient', 'Human capital', 'Hyperinflation', 'Incentive', 'Index fund',
    'Inflation', 'Interest rate', 'Invisible hand', 'Keynesian economics', 'Labour market', 'Liquidity',
    'Macroeconomics', 'Marginal cost', 'Market failure', 'Microeconomics', 'Monetary policy', 'Monopoly',
    'Moral hazard', 'Nash equilibrium', 'Oligopoly', 'Opportunity cost', 'Price ceiling', 'Productivity',
    'Public good', 'Quantitative easing', 'Recession', 'Scarcity', 'Stock market', 'Subsidy', 'Supply chain',
    'Supply curve', 'Tariff', 'Progressive taxation', 'Trade deficit', 'Unemployment rate', 'Utility',
    'Venture capital', 'Minimum wage', 'Yield curve', 'Zero-sum game', 'Sunk cost',
  ],
  practice: ['tracking my own spending for a month', 'sketching supply and demand on a napkin', 'reading the business news with a glossary open'],
};

export const philosophy: Subject = {
  name: 'Philosophy',
  core: false,
  hue: 290,
  motif: 'spiral',
  tagline: 'Big questions, clear thinking: ethics, logic, mind and meaning.',
  topics: [
    'Introduction to Philosophy', 'Ethics', 'Logic and Critical Thinking', 'Ancient Greek Philosophy', 'Stoicism Today',
    'Existentialism', 'Philosophy of Mind', 'Political Philosophy', 'Eastern Philosophy', 'Philosophy of Science',
    'Epistemology',
  ],
  terms: [
    'A priori knowledge', 'Absurdism', 'Aesthetics', 'Allegory of the cave', 'Argument', 'Begging the question',
    'Categorical imperative', 'Cogito ergo sum', 'Consequentialism', 'Deductive reasoning', 'Deontology',
    'Determinism', 'Dialectic', 'Dualism', 'Empiricism', 'Epistemology', 'Ethics', 'Existentialism', 'Fallacy',
    'Free will', 'Golden mean', 'Hedonism', 'Idealism', 'Inductive reasoning', 'Is-ought problem', 'Justice',
    'Karma', 'Logic', 'Materialism', 'Metaphysics', 'Moral relativism', 'Nihilism', "Occam's razor", 'Ontology',
    'Paradox', 'Phenomenology', 'Philosophy of mind', 'Pragmatism', 'Premise', 'Problem of induction', 'Qualia',
    'Rationalism', 'Sophism', 'Social contract', 'Socratic method', 'Solipsism', 'Stoicism', 'Straw man',
    'Syllogism', 'Tabula rasa', 'Teleology', 'Thought experiment', 'Trolley problem', 'Utilitarianism', 'Utopia',
    'Veil of ignorance', 'Virtue ethics', 'Will to power', 'Yin and yang', "Zeno's paradoxes", 'Mind-body problem',
    'Ship of Theseus', 'Ad hominem', 'Nominalism', 'Hermeneutics', 'Moral luck', 'Personal identity',
  ],
  practice: ['writing down the argument as numbered premises', 'arguing the other side for five minutes', 'discussing it over coffee with a friend'],
};
