import type { KeysOf } from '../../../i18n/catalogue';
import type { TeamMember } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { useRowActions as useTableRowActions } from '../../../patterns/rowActions/useRowActions';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { LogoutIcon } from '../../../primitives/Icon/icons/LogoutIcon';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './TeamPanel.messages';
import * as styles from './TeamPanel.css';

/** Props of {@link TeamPanel}. */
export interface TeamPanelProps {
  /** Every member of the organisation (`GET /api/users`), active and inactive, with pending invitations. */
  members: TeamMember[];
  /**
   * Sends an invitation to the typed address (`POST api/organization/send/invite`). Resolve to
   * `undefined` on success (the field clears; refresh `members` and show a snackbar), or to the
   * 422 body: `errors.email` (or `message`) appears under the field, which keeps the address.
   * Reject for unexpected failures (a generic message appears under the field).
   */
  onInvite: (email: string) => SaveResult;
  /**
   * Flips a member's admin flag (`POST api/users/toggle/admin`). The switch ignores further
   * flips until the promise settles; refresh `members` afterwards. Failures are not shown.
   */
  onToggleAdmin: (member: TeamMember) => SaveResult;
  /**
   * Flips a member's active flag (`POST api/users/toggle/active`); not offered for the signed-in
   * user. Same pending behaviour as `onToggleAdmin`.
   */
  onToggleActive: (member: TeamMember) => SaveResult;
  /**
   * Deletes a member after the user confirmed (`DELETE api/users/{id}`); not offered for the
   * signed-in user. The confirmation closes when the promise resolves and stays open if it rejects.
   */
  onDelete: (member: TeamMember) => SaveResult;
  /**
   * Signs a member out in every browser after the user confirmed (`POST api/users/{id}/endsessions`);
   * offered for active members who joined, not for the signed-in user. Without it there is no such
   * action. Same convention as `onDelete`.
   */
  onEndSessions?: (member: TeamMember) => SaveResult;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Heading level of the 'Team' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<TeamMember>();

/** Per-row state and actions the cells need; provided by TeamPanel. */
interface RowActions {
  toggling: ReadonlySet<string>;
  toggle: (member: TeamMember, flag: 'admin' | 'active') => void;
  requestDelete: (member: TeamMember) => void;
  /** Null when the panel offers no signing out everywhere. */
  requestEndSessions: ((member: TeamMember) => void) | null;
}

const RowActionsContext = createContext<RowActions | null>(null);

function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('TeamPanel cells need RowActionsContext');
  return actions;
}

/** How a member is named in labels: the name, or the address while the invitation is pending. */
const displayName = (member: TeamMember) => (member.name.trim() !== '' ? member.name : member.email);

function NameCell({ member, t }: { member: TeamMember; t: Translate<Key> }) {
  return (
    <>
      {member.name.trim() === '' ? (
        <span className={styles.pending}>{t('invitationPending')}</span>
      ) : (
        <>
          <TruncatedText>{member.name}</TruncatedText>
          {/* Someone with an account elsewhere, invited here: their name, and that they have not accepted yet. */}
          {member.invite_token !== null && (
            <>
              {' '}
              <span className={styles.pending}>{t('invitationPendingOfNamed')}</span>
            </>
          )}
        </>
      )}
      {member.is_current && (
        <>
          {' '}
          <span className={styles.you}>{t('you')}</span>
        </>
      )}
    </>
  );
}

function FlagCell({ member, flag, label }: { member: TeamMember; flag: 'admin' | 'active'; label: string }) {
  const { toggling, toggle } = useRowActions();
  return (
    <Switch
      aria-label={label}
      isSelected={member[flag]}
      // A member's own active switch is disabled; so is their own admin switch, which
      // the server refuses too (an admin cannot take their own admin rights away).
      isDisabled={member.is_current}
      // Read-only (not disabled) while the request runs: a second flip is ignored and focus stays.
      isReadOnly={toggling.has(`${member.id}:${flag}`)}
      onChange={() => toggle(member, flag)}
    />
  );
}

function ActionsCell({ member, t }: { member: TeamMember; t: Translate<Key> }) {
  const { requestDelete, requestEndSessions } = useRowActions();
  // Nobody deletes themselves from the team they administer, nor signs themselves out here.
  if (member.is_current) return null;
  const name = displayName(member);
  // Only someone who joined and is active can be signed in.
  const signedIn = requestEndSessions !== null && member.active && member.invite_token === null;
  return (
    <span className={styles.actions}>
      {signedIn && <IconButton size="sm" label={t('endSessionsLabel', { name })} icon={<LogoutIcon />} onPress={() => requestEndSessions(member)} />}
      <IconButton size="sm" label={t('deleteLabel', { name })} icon={<DeleteIcon />} onPress={() => requestDelete(member)} />
    </span>
  );
}

function teamColumns(t: Translate<Key>) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => <NameCell member={row.original} t={t} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('email', {
      header: () => t('emailColumn'),
      cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText>,
    }),
    column.accessor('admin', {
      header: () => t('adminColumn'),
      cell: ({ row }) => (
        <FlagCell member={row.original} flag="admin" label={t('adminLabel', { name: displayName(row.original) })} />
      ),
      meta: { width: '96px' },
    }),
    column.accessor('active', {
      header: () => t('activeColumn'),
      cell: ({ row }) => (
        <FlagCell member={row.original} flag="active" label={t('activeLabel', { name: displayName(row.original) })} />
      ),
      meta: { width: '96px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell member={row.original} t={t} />,
      meta: { width: '104px', align: 'end' },
    }),
  ];
}

const INVITE_FIELDS = ['email'] as const;

/**
 * The organisation's team (/organization › Team): an invite box (Send is enabled only
 * with an address), 'show inactive', and a table of members: name — 'invitation pending' while
 * they have not joined, '(you)' for the signed-in user — email, admin switch, active switch
 * (disabled for yourself), 'sign out everywhere' (with `onEndSessions`) and delete, each with
 * confirmation (not for yourself).
 */
export function TeamPanel({
  members,
  onInvite,
  onToggleAdmin,
  onToggleActive,
  onDelete,
  onEndSessions,
  defaultShowInactive = false,
  headingLevel = 2,
}: TeamPanelProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [email, setEmail] = useState('');
  const [showInactive, setShowInactive] = useState(defaultShowInactive);
  const rows = useTableRowActions<TeamMember>({ onDelete });
  const invitation = useFormSubmission<string>(onInvite, INVITE_FIELDS);
  const [toSignOut, setToSignOut] = useState<TeamMember | null>(null);

  const visible = useMemo(() => members.filter((member) => showInactive || member.active), [members, showInactive]);

  const rowActions = useMemo<RowActions>(
    () => ({
      toggling: rows.toggling,
      toggle: (member, flag) =>
        void rows.toggle(`${member.id}:${flag}`, () => (flag === 'admin' ? onToggleAdmin(member) : onToggleActive(member))),
      requestDelete: rows.requestDelete,
      requestEndSessions: onEndSessions ? setToSignOut : null,
    }),
    [rows, onToggleAdmin, onToggleActive, onEndSessions],
  );

  // Stable columns: cells read row state from context, so a switch updates in place and keeps focus.
  const columns = useMemo(() => teamColumns(t), [t]);

  // Send is enabled only when the email is not empty.
  const canInvite = email.trim() !== '';

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canInvite || invitation.isSubmitting) return;
    if (await invitation.submit(email.trim())) setEmail('');
  };

  // A message not tied to the email field (or a network failure) is still about the invitation.
  const inviteErrors = invitation.formError ? { email: invitation.formError } : invitation.fieldErrors;

  return (
    // Not a <section> landmark: a long team's table scroll area is a region named by the same
    // heading, and two landmarks of one name confuse screen readers (axe landmark-unique).
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <Form className={styles.invite} onSubmit={invite} validationErrors={inviteErrors} validationBehavior="aria">
        <TextField
          className={styles.inviteField}
          name="email"
          type="email"
          autoComplete="off"
          label={t('inviteEmail')}
          value={email}
          onChange={setEmail}
        />
        <Button
          type="submit"
          variant="primary"
          className={styles.inviteButton}
          isDisabled={!canInvite}
          isPending={invitation.isSubmitting}
        >
          {t('send')}
        </Button>
      </Form>
      <Checkbox isSelected={showInactive} onChange={setShowInactive}>
        {t('showInactive')}
      </Checkbox>
      <RowActionsContext.Provider value={rowActions}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={visible}
          getRowId={(member) => String(member.id)}
          emptyText={t('empty')}
        />
      </RowActionsContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (member) => t('confirmBody', { name: displayName(member) }))}
      {onEndSessions && (
        <ConfirmDialog
          title={t('endSessionsTitle')}
          confirmLabel={t('endSessionsConfirm')}
          isOpen={toSignOut !== null}
          onOpenChange={(open) => !open && setToSignOut(null)}
          onConfirm={() => (toSignOut !== null ? onEndSessions(toSignOut) : undefined)}
        >
          {toSignOut !== null && t('endSessionsBody', { name: displayName(toSignOut) })}
        </ConfirmDialog>
      )}
    </div>
  );
}
