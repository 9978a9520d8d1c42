import type { Subject } from '../subject.ts';

export const programming: Subject = {
  name: 'Programming',
  core: true,
  hue: 200,
  motif: 'brackets',
  tagline: 'Write code that works and reads well: languages, data structures, tools and habits.',
  topics: [
    'Python Fundamentals', 'JavaScript Essentials', 'TypeScript in Practice', 'Web Development Basics',
    'Data Structures', 'Algorithms', 'Git and Version Control', 'SQL and Databases', 'Functional Programming',
    'Testing Software', 'Rust for Beginners', 'Command Line Skills', 'APIs and HTTP',
  ],
  terms: [
    'Abstraction', 'Time complexity', 'API', 'Array', 'Asynchronous programming', 'Big O notation', 'Binary search',
    'Boolean', 'Breakpoint', 'Cache', 'Callback', 'Class', 'Closure', 'Compiler', 'Concurrency', 'Constructor',
    'Data structure', 'Database index', 'Debugging', 'Dependency injection', 'Encapsulation', 'Exception handling',
    'Framework', 'Function signature', 'Garbage collection', 'Git', 'Hash table', 'Heap', 'Immutability',
    'Inheritance', 'Interface', 'Interpreter', 'Iteration', 'JSON', 'Lambda expression', 'Linked list', 'Loop',
    'Memoization', 'Merge sort', 'Module', 'Mutex', 'Null reference', 'Object-oriented programming', 'Polymorphism',
    'Pointer', 'Queue', 'Quicksort', 'Race condition', 'Recursion', 'Refactoring', 'Regular expression', 'REST',
    'Scope', 'Stack', 'Static typing', 'String', 'Test-driven development', 'Thread', 'Type inference', 'Unit test',
    'Version control', 'Virtual machine', 'Web server', 'XML', 'YAML', 'Zero-based indexing', 'Kernel', 'Unicode',
    'Binary tree', 'Graph traversal', 'Pure function',
  ],
  practice: ['writing a tiny script before touching the real project', 'reading the error message twice', 'explaining the code to a rubber duck'],
};

export const health: Subject = {
  name: 'Health & Fitness',
  core: false,
  hue: 8,
  motif: 'pulse',
  tagline: 'Move well, eat well, sleep well: practical habits for a healthier life.',
  topics: [
    'Strength Training Basics', 'Running for Beginners', 'Yoga Foundations', 'Nutrition Essentials', 'Sleep Science',
    'Mindfulness and Meditation', 'Mobility and Stretching', 'Home Workouts', 'Healthy Habits', 'First Aid Basics',
    'Mental Health Awareness',
  ],
  terms: [
    'Aerobic exercise', 'Anaerobic exercise', 'Balanced diet', 'Basal metabolic rate', 'Blood pressure',
    'Body mass index', 'Calorie', 'Cardiovascular health', 'Cholesterol', 'Circuit training', 'Cool-down',
    'Core strength', 'Dehydration', 'Dietary fibre', 'Electrolytes', 'Endurance', 'Flexibility', 'Foam rolling',
    'Glycemic index', 'Heart rate zone', 'High-intensity interval training', 'Hydration', 'Hypertrophy',
    'Interval training', 'Isometric exercise', 'Joint mobility', 'Kettlebell swing', 'Lactic acid', 'Lean muscle',
    'Macronutrients', 'Meditation', 'Mental health', 'Micronutrients', 'Mindfulness', 'Muscle memory',
    'Nutrition label', 'Omega-3 fatty acids', 'Overtraining', 'Plank', 'Posture', 'Progressive overload',
    'Protein intake', 'Active recovery', 'One-rep maximum', 'Resting heart rate', 'Resistance training',
    'Sleep hygiene', 'Squat', 'Stretching', 'Strength training', 'Stress management', 'Tabata', 'Vitamin D',
    'VO2 max', 'Warm-up', 'Wellbeing', 'Yoga', 'Zone 2 training', 'Push-up', 'Deadlift', 'Gut health', 'Ergonomics',
    'Quadriceps', 'CPR', 'Recovery position', 'Box breathing',
  ],
  practice: ['keeping a simple training log', 'starting with five minutes a day', 'asking a coach to check my form'],
};
