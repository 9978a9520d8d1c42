// Accounts: the signed-in viewer and their achievements, the sign-in errors, and the mutations
// of sign-in and sign-out, password reset, the /profile page's forms and the pod page's
// default-topic button.
import './achievement.ts';
import './viewer.ts';
import './errors.ts';
import './sign-in.ts';
import './password-reset.ts';
import './profile.ts';
import './avatar.ts';
import './default-pod.ts';
import './delete-account.ts';
import './data-export.ts';
