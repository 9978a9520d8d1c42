/**
 * The company container and pod: 'About Jotpod' pages and the legal list items the footer links
 * to (/list-item/terms-of-use, /privacy-policy, /cookie-policy, and the legacy /list-item/1, 2, 3).
 */

export const COMPANY = {
  containerName: 'Jotpod',
  containerSlug: 'jotpod',
  containerInfo: '<p>News, guides and policies from the Jotpod team.</p>',
  podName: 'Jotpod',
  podSlug: 'jotpod',
  podDescription: 'About Jotpod: how the platform works, our community guidelines and our policies.',
} as const;

export interface CompanyPage {
  readonly name: string;
  readonly slug: string;
  readonly article: string;
}

/**
 * Order matters: these become list items 1, 2 and 3. The pages are shown as documents under
 * their name (the h1), so their own headings start at h2.
 */
export const LEGAL_PAGES: readonly CompanyPage[] = [
  {
    name: 'Terms of Use',
    slug: 'terms-of-use',
    article: [
      '<p>Welcome to Jotpod. By using the site you agree to these terms. Please read them carefully.</p>',
      '<h2>1. Your account</h2>',
      '<p>You are responsible for the activity on your account and for keeping your password safe.</p>',
      '<h2>2. Your content</h2>',
      '<p>You keep the rights to the jots you post. You give Jotpod permission to show them on the platform so other people can learn from them.</p>',
      '<ul><li>Only post content you have the right to share.</li><li>Be respectful: no harassment, hate or spam.</li><li>Credit your sources.</li></ul>',
      '<h2>3. Changes</h2>',
      '<p>We may update these terms; we will tell you about important changes. Questions? Read our <a href="/list-item/privacy-policy">Privacy Policy</a> or contact the team.</p>',
    ].join(''),
  },
  {
    name: 'Privacy Policy',
    slug: 'privacy-policy',
    article: [
      '<p>We collect only what we need to run Jotpod, and we never sell your personal data.</p>',
      '<h2>What we collect</h2>',
      '<ul><li>Account details: name, email and the profile fields you choose to fill in.</li><li>Content you post: jots, images and likes.</li><li>Basic usage data to keep the service fast and secure.</li></ul>',
      '<h2>How we use it</h2>',
      '<p>To show your jots, personalise your feed and keep your account safe. A private profile hides your bio and social links from other people.</p>',
      '<h2>Your choices</h2>',
      '<p>You can edit or delete your content at any time. See the <a href="/list-item/cookie-policy">Cookie Policy</a> for how we use cookies.</p>',
    ].join(''),
  },
  {
    name: 'Cookie Policy',
    slug: 'cookie-policy',
    article: [
      '<p>Jotpod uses a small number of cookies to keep you signed in and to remember your preferences.</p>',
      '<h2>Essential cookies</h2>',
      '<p>The session cookie keeps you signed in. The site does not work without it.</p>',
      '<h2>Preferences</h2>',
      '<p>Your last chosen container, pod and section are kept on your device so the jot form remembers them.</p>',
      '<p>Learn more about cookies on <a href="https://en.wikipedia.org/wiki/HTTP_cookie">Wikipedia</a>.</p>',
    ].join(''),
  },
];

export const ABOUT_PAGES: readonly CompanyPage[] = [
  {
    name: 'How Jotpod Works',
    slug: 'how-jotpod-works',
    article:
      '<p>Jotpod organises learning in five levels: <strong>containers</strong> (subjects), <strong>pods</strong> (topics), <strong>sections</strong>, <strong>list items</strong> and <strong>jots</strong>.</p><h2>Jots</h2><p>A jot is a short post: a picture story, a video, an audio lesson, a PDF or an article. Anyone can create one.</p><ul><li>Like the jots that inspire you.</li><li>Follow the people who teach you best.</li><li>Set a default pod to start where you left off.</li></ul>',
  },
  {
    name: 'Community Guidelines',
    slug: 'community-guidelines',
    article:
      '<p>Jotpod is a place to learn together. Be kind, be accurate and credit your sources.</p><h2>Good jots</h2><ul><li>Explain one idea well.</li><li>Use your own words and images.</li><li>Link to where you learned it.</li></ul><p>Read the <a href="/list-item/terms-of-use">Terms of Use</a> for the details.</p>',
  },
  {
    name: 'Frequently Asked Questions',
    slug: 'frequently-asked-questions',
    article:
      '<h2>Is Jotpod free?</h2><p>Yes. Reading and sharing jots is free for life. A subscription removes ads and unlocks unlimited searches.</p><h2>Who writes the jots?</h2><p>Teachers, students and curious people, like you. The <strong>Jotpod Expert</strong> account shares curated jots too.</p>',
  },
];
