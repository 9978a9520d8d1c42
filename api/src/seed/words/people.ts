/** Names and bios for demo users. Diverse first and last names; emails use example.com (reserved). */

export const FIRST_NAMES: readonly string[] = [
  'Amara', 'Liam', 'Sofia', 'Mateo', 'Yuki', 'Noah', 'Priya', 'Elias', 'Chloe', 'Kwame', 'Ingrid', 'Diego', 'Mei',
  'Omar', 'Hannah', 'Lucas', 'Aisha', 'Tomás', 'Freya', 'Ravi', 'Zara', 'Felix', 'Leila', 'Jonas', 'Nadia', 'Ethan',
  'Camila', 'Hiroshi', 'Grace', 'Mohammed', 'Elena', 'Samuel', 'Ana', 'Oliver', 'Fatima', 'Arjun', 'Isla', 'Daniel',
  'Chiara', 'Kofi', 'Maya', 'Henrik', 'Lucia', 'Jamal', 'Emma', 'Wei', 'Sara', 'Gabriel', 'Nora', 'Tariq', 'Julia',
  'Marco', 'Ayumi', 'Victor', 'Olga', 'Benjamin', 'Alma', 'Rafael', 'Leah', 'Anton',
];

export const LAST_NAMES: readonly string[] = [
  'Okafor', 'Nguyen', 'Rossi', 'García', 'Tanaka', 'Smith', 'Patel', 'Müller', 'Dubois', 'Mensah', 'Larsen',
  'Fernández', 'Chen', 'Haddad', 'Schmidt', 'Silva', 'Khan', 'Costa', 'Johansson', 'Iyer', 'Ahmed', 'Novak',
  'Rahimi', 'Becker', 'Kowalski', 'Walker', 'Torres', 'Sato', 'Murphy', 'Hassan', 'Popescu', 'Adeyemi', 'Moreau',
  'Brown', 'Yilmaz', 'Sharma', 'MacLeod', 'Cohen', 'Bianchi', 'Owusu', 'Kim', 'Lindqvist', 'Romero', 'Williams',
  'Fischer', 'Zhang', 'Andersen', 'Lopez', 'Eriksen', 'Ali', 'Santos', 'Ito', 'Petrov', 'Wright', 'Ivanova',
  'Dlamini', 'Herrera', 'Goldberg', 'Volkov', 'Park',
];

export const ROLES: readonly string[] = [
  'Secondary school teacher', 'Software engineer', 'Nurse', 'Retired engineer', 'University student',
  'Home cook', 'Amateur photographer', 'Piano teacher', 'Librarian', 'Parent of two', 'Product designer',
  'Marathon runner', 'Museum guide', 'Language tutor', 'Data analyst', 'Science journalist', 'Primary school teacher',
  'Lifelong learner', 'Graduate student', 'Physiotherapist',
];

/** Bio templates: {role}, {subject}, {subject2}. */
export const BIOS: readonly string[] = [
  '{role} who loves {subject} and {subject2}. Sharing what I learn, one jot at a time.',
  '{role}. I write short notes on {subject} so I remember them, and so you can too.',
  '{role} learning {subject} in ten-minute chunks. Ask me anything about {subject2}.',
  '{role} with a soft spot for {subject}. Teaching is the best way to learn.',
];
