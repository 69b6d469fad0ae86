import type { Invitation, JoinRequest } from '@kwartier/api';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import type { PasswordEstimator } from '../../../patterns/newPassword/usePasswordStrength';
import { NewPasswordFields } from '../../../patterns/newPassword/NewPasswordFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useNewPassword } from '../../../patterns/newPassword/useNewPassword';
import { useMessages } from '../../../i18n/useMessages';
import { useLocale } from '../../../i18n/I18nProvider';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { messages } from './JoinForm.messages';
import * as own from './JoinForm.css';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link JoinForm}. */
export interface JoinFormProps {
  /**
   * The invitation looked up by its token (`GET invitation/{token}`): the title names the
   * organisation that invites, its email is shown read-only and its `invite_token` is sent as `token`. `null` when the lookup failed (unknown
   * or used token): the screen then only says 'Your invitation could not be found'.
   */
  invitation: Invitation | null;
  /**
   * Joins the organisation (`POST /join`). Resolve to `undefined` on success (then navigate to
   * `/`), or to the 422 body: errors for name, password and password_confirmation appear under
   * those fields, any other error or a `message` alone in a dismissible alert; both passwords are
   * cleared. Reject for unexpected failures (a generic alert is shown).
   */
  onSubmit: (values: JoinRequest) => SaveResult;
  /**
   * For an address with an account (`invitation.account_exists`) and someone signed in: Accept
   * invitation calls it with the token (`POST /api/user/invitations/accept`). Resolve to
   * `undefined` on success (then load the app afresh, in that organisation), or to the 422 body:
   * its message (`errors.token`: used, paused, another address) shows in an alert. Reject for the
   * unexpected (a generic alert).
   */
  onAccept?: (token: string) => SaveResult;
  /**
   * Beside Accept invitation, signed in: Decline calls it with the token
   * (`POST /api/user/invitations/decline`); refusals as for `onAccept`. On success the screen says
   * the invitation was declined, with a link to `signInHref` (the app).
   */
  onDecline?: (token: string) => SaveResult;
  /**
   * For an address with an account and no one signed in: Sign in to accept calls it (the app
   * goes to its sign-in page, which returns here after signing in).
   */
  onSignIn?: () => void;
  /** Target of the 'Back to log in' link shown when the invitation was not found. Defaults to `/`. */
  signInHref?: AppHref;
  /**
   * Weighs the new password as it is typed, for the strength meter under it: the app passes the
   * lazily loaded `passwordStrength` of `@kwartier/api/passwordStrength`. Without it, no meter.
   */
  estimatePassword?: PasswordEstimator;
}

const FIELDS = ['name', 'password', 'password_confirmation'] as const;

/**
 * The invitation screen (/invitation/{token}): name, the invited email (read-only),
 * password and confirmation. Join stays disabled while the email or password is empty or the
 * confirmation differs ('Passwords do not match'), and while the request runs. An address that
 * has an account already (`account_exists`) is asked no name or password: Sign in to accept
 * (`onSignIn`), or, signed in, Accept invitation (`onAccept`).
 */
export function JoinForm({ invitation, onSubmit, onAccept, onDecline, onSignIn, signInHref = '/', estimatePassword }: JoinFormProps) {
  const t = useMessages(messages);
  if (!invitation) {
    return (
      <AuthCard title={t('notFoundTitle')}>
        <div className={styles.form}>
          <Alert tone="error">{t('notFound')}</Alert>
          <div className={styles.actions}>
            <Link href={signInHref}>{t('backToSignIn')}</Link>
          </div>
        </div>
      </AuthCard>
    );
  }
  if (invitation.account_exists) return <AcceptInvitation invitation={invitation} onAccept={onAccept} onDecline={onDecline} onSignIn={onSignIn} signInHref={signInHref} />;
  return <JoinFormFields invitation={invitation} onSubmit={onSubmit} estimatePassword={estimatePassword} />;
}

const NO_FIELDS = [] as const;

type Answer = { accept: boolean; token: string };

/** An invitation to an address with an account: sign in, then accept (or decline). */
function AcceptInvitation({
  invitation,
  onAccept,
  onDecline,
  onSignIn,
  signInHref = '/',
}: { invitation: Invitation } & Pick<JoinFormProps, 'onAccept' | 'onDecline' | 'onSignIn' | 'signInHref'>) {
  const t = useMessages(messages);
  const [declined, setDeclined] = useState(false);
  // One answer at a time, accept or decline; the token's refusal (`errors.token`) is no field of
  // this form: it shows in the alert.
  const submission = useFormSubmission<Answer>(
    async ({ accept, token }) => (accept ? onAccept?.(token) : onDecline?.(token)),
    NO_FIELDS,
  );
  const names = { organization: invitation.organization_name, email: invitation.email };
  if (declined) {
    return (
      <AuthCard title={t('title', { organization: invitation.organization_name })}>
        <div className={styles.form}>
          <Alert tone="success">{t('declined', names)}</Alert>
          <div className={styles.actions}>
            <Link href={signInHref}>{t('continue')}</Link>
          </div>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('title', { organization: invitation.organization_name })}>
      {onAccept ? (
        <SubmissionForm
          submission={submission}
          onSubmit={() => submission.submit({ accept: true, token: invitation.invite_token })}
          submitLabel={t('accept')}
          className={styles.form}
          actionsClassName={styles.actionsEnd}
          secondaryAction={
            onDecline && (
              <Button
                isDisabled={submission.isSubmitting}
                onPress={() => void submission.submit({ accept: false, token: invitation.invite_token }).then((done) => done && setDeclined(true))}
              >
                {t('decline')}
              </Button>
            )
          }
        >
          <p className={own.intro}>{t('acceptIntro', names)}</p>
        </SubmissionForm>
      ) : (
        <div className={styles.form}>
          <p className={own.intro}>{t('accountIntro', names)}</p>
          <div className={styles.actionsEnd}>
            <Button variant="primary" onPress={onSignIn} autoFocus>
              {t('signInToAccept')}
            </Button>
          </div>
        </div>
      )}
    </AuthCard>
  );
}

function JoinFormFields({
  invitation,
  onSubmit,
  estimatePassword,
}: {
  invitation: Invitation;
  onSubmit: JoinFormProps['onSubmit'];
  estimatePassword: JoinFormProps['estimatePassword'];
}) {
  const t = useMessages(messages);
  // The new member's language is the one this page is shown in.
  const locale = useLocale();
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  const submission = useFormSubmission<JoinRequest>(onSubmit, FIELDS);

  // Disabled when email or password is empty or the confirmation differs. The name is
  // left to the server, whose 'required' message appears under the field.
  const canSubmit = invitation.email !== '' && newPassword.matches;

  // Passwords are cleared after a failure.
  const submit = () =>
    newPassword.submitWith((pair) => submission.submit({ name: name.trim(), token: invitation.invite_token, locale, ...pair }));

  return (
    <AuthCard title={t('title', { organization: invitation.organization_name })}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('join')}
        canSubmit={canSubmit}
        showFormError={false}
        className={styles.form}
        actionsClassName={styles.actionsEnd}
      >
        <p className={own.intro}>{t('intro', { organization: invitation.organization_name })}</p>
        {submission.formError && (
          <Alert tone="error" onDismiss={submission.dismissFormError}>
            {submission.formError}
          </Alert>
        )}
        <TextField
          name="name"
          label={t('name')}
          autoComplete="name"
          value={name}
          onChange={setName}
          isRequired
          isDisabled={submission.isSubmitting}
          autoFocus
        />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          value={invitation.email}
          isReadOnly
        />
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('password')}
          confirmationLabel={t('passwordConfirmation')}
          isDisabled={submission.isSubmitting}
          estimatePassword={estimatePassword}
          strengthContext={{ name, email: invitation.email, organizationName: invitation.organization_name }}
        />
      </SubmissionForm>
    </AuthCard>
  );
}
