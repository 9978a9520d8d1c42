// The accounts mutations (issue 4): sign-in and sign-out, password reset, the /profile page's
// forms and the pod page's default-topic button.
import './sign-in.ts';
import './password-reset.ts';
import './profile.ts';
import './avatar.ts';
import './default-pod.ts';
