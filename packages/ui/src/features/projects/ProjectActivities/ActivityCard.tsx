import type { KeysOf } from '../../../i18n/catalogue';
import { hundredthsOf, schemaBounds, type Activity, type ActivityUser, type ActivityUserRequest, type TeamMember } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { Key } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { Select } from '../../../primitives/Select/Select';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useKeepRowFocus } from '../../../patterns/rowActions/useKeepRowFocus';
import type { SaveResult } from '../../../forms/submitResult';
import { formatMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { eligibleMembers, parseRate, rateInputText, type RateProblem } from './activityRules';
import { messages } from './ProjectActivities.messages';
import * as styles from './ProjectActivities.css';

type MessageKey = KeysOf<typeof messages>;

/** What the add-member dialog sends: the member and their hourly rate as a decimal string with a dot. */
export type ActivityMemberValues = Pick<ActivityUserRequest, 'teammember_id' | 'rate'>;

/**
 * Props of {@link ActivityCard}: one activity and the callbacks of ProjectActivities, which the
 * card calls with its activity. Toggle and delete are the list's: a deleted card's confirmation
 * must outlive the card.
 */
export interface ActivityCardProps {
  activity: Activity;
  members: TeamMember[];
  headingLevel: 2 | 3 | 4;
  /** The project's currency (its client's): the rates are in it. EUR when left out. */
  currency?: string;
  /** True while the activity's toggle request runs: the switch is read-only. */
  isToggling: boolean;
  onToggle: () => void;
  /** Opens the list's delete confirmation for this activity. */
  onRequestDelete: () => void;
  onRename: (activity: Activity, name: string, billable: boolean) => SaveResult;
  onAttachMember: (activity: Activity, values: ActivityMemberValues) => SaveResult;
  onUpdateRate: (activity: Activity, user: ActivityUser, rate: string) => SaveResult;
  onDetachMember: (activity: Activity, user: ActivityUser) => SaveResult;
}

/** The rename dialog's value. */
interface NameDraft {
  name: string;
  billable: boolean;
}

/** The add-member dialog's values: the chosen member and the rate as typed. */
interface MemberDraft {
  memberId: number | null;
  rate: string;
}

/** The change-rate dialog's values: whose rate, and the rate as typed. */
interface RateDraft {
  user: ActivityUser | null;
  rate: string;
}

const NAME_FIELDS = ['name', 'billable'] as const;
const ATTACH_FIELDS = ['teammember_id', 'rate'] as const;
const RATE_FIELDS = ['rate'] as const;
const NAME_MAX_LENGTH = schemaBounds.ActivityUpdate.name.maxLength;

/** An example rate in the user's language for hints and messages: '85.50' or '85,50'. */
const exampleRate = (locale: string) => formatNumber(85.5, locale, { minimumFractionDigits: 2, useGrouping: false });

/** The message of a typed rate that cannot be sent. */
const rateProblemText = (problem: RateProblem, t: Translate<MessageKey>, locale: string) =>
  problem === 'required' ? t('rateRequired') : t('rateInvalid', { example: exampleRate(locale) });

/** Per-row actions the member table's cells need; provided by ActivityCard. */
interface MemberActions {
  /** The user's language: rates are money on a screen, written in it. */
  locale: string;
  currency: string;
  changeRate: (user: ActivityUser) => void;
  requestRemove: (user: ActivityUser) => void;
}

const MemberActionsContext = createContext<MemberActions | null>(null);

function useMemberActions(): MemberActions {
  const actions = useContext(MemberActionsContext);
  if (!actions) throw new Error('ActivityCard cells need MemberActionsContext');
  return actions;
}

function MemberNameCell({ user, t }: { user: ActivityUser; t: Translate<MessageKey> }) {
  return (
    <span className={styles.memberName}>
      <TruncatedText>{user.name}</TruncatedText>
      {/* The space keeps the accessible name readable: 'Dirk Bakker (inactive)'. */}
      {!user.active && <span className={styles.marker}> ({t('memberInactive')})</span>}
    </span>
  );
}

function RateCell({ user }: { user: ActivityUser }) {
  const { locale, currency } = useMemberActions();
  const cents = hundredthsOf(user.pivot.rate);
  return <>{cents == null ? user.pivot.rate : formatMoney(cents, locale, currency)}</>;
}

function MemberActionsCell({ user, t }: { user: ActivityUser; t: Translate<MessageKey> }) {
  const { changeRate, requestRemove } = useMemberActions();
  const onAction = (id: Key) => (id === 'rate' ? changeRate(user) : requestRemove(user));
  return (
    <MenuButton
      size="sm"
      aria-label={t('memberActions', { name: user.name })}
      placement="bottom end"
      items={[
        { id: 'rate', label: t('changeRate'), icon: <EditIcon /> },
        { id: 'remove', label: t('removeMember'), icon: <DeleteIcon /> },
      ]}
      onAction={onAction}
    />
  );
}

const column = createColumnHelper<ActivityUser>();

function memberColumns(t: Translate<MessageKey>) {
  return [
    column.accessor('name', {
      header: () => t('memberColumn'),
      cell: ({ row }) => <MemberNameCell user={row.original} t={t} />,
      meta: { isRowHeader: true },
    }),
    column.accessor((user) => user.pivot.rate, {
      id: 'rate',
      header: () => t('rateColumn'),
      cell: ({ row }) => <RateCell user={row.original} />,
      meta: { align: 'end', width: '140px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <MemberActionsCell user={row.original} t={t} />,
      meta: { width: '64px', align: 'end' },
    }),
  ];
}

/**
 * One activity of a project: a card titled with its name (marked when inactive) with an active
 * switch, edit, and — only while inactive — delete; inside, the table of its team members with
 * their hourly rate as money in the user's language and the project's currency, and the row actions 'Change rate' and
 * 'Remove from activity', and an 'Add team member' button.
 */
export function ActivityCard({
  activity,
  members,
  headingLevel,
  currency = 'EUR',
  isToggling,
  onToggle,
  onRequestDelete,
  onRename,
  onAttachMember,
  onUpdateRate,
  onDetachMember,
}: ActivityCardProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const billableHintId = useId();
  // Keyboard focus kept when a member's row vanishes.
  const [focusScope, focusScopeRef] = useState<HTMLElement | null>(null);
  useKeepRowFocus(focusScope);

  // Rename.
  const nameDialog = useFormDialog<NameDraft>({ name: '', billable: true }, NAME_FIELDS);
  const saveName = () => void nameDialog.save(() => onRename(activity, nameDialog.draft.name.trim(), nameDialog.draft.billable));

  // Add a team member. The rate is read in the user's notation before anything is sent; what
  // cannot be read is said under the field (`addProblems`), with the server's errors.
  const eligible = useMemo(() => eligibleMembers(members, activity), [members, activity]);
  const addDialog = useFormDialog<MemberDraft>({ memberId: null, rate: '' }, ATTACH_FIELDS);
  const [addProblems, setAddProblems] = useState<Record<string, string>>({});
  const addServerErrors = addDialog.dialogProps.validationErrors;
  // One object while neither changes: the form shows these errors again only when they are new.
  const addErrors = useMemo(() => ({ ...addServerErrors, ...addProblems }), [addServerErrors, addProblems]);
  const openAdd = () => {
    setAddProblems({});
    addDialog.open({ memberId: null, rate: '' });
  };
  const saveMember = () => {
    const { memberId, rate } = addDialog.draft;
    const parsed = parseRate(rate, locale);
    const problems: Record<string, string> = {};
    if (memberId == null) problems.teammember_id = t('memberRequired');
    if ('problem' in parsed) problems.rate = rateProblemText(parsed.problem, t, locale);
    setAddProblems(problems);
    if (memberId == null || 'problem' in parsed) return;
    void addDialog.save(() => onAttachMember(activity, { teammember_id: memberId, rate: parsed.rate }));
  };

  // Change a member's rate.
  const rateDialog = useFormDialog<RateDraft>({ user: null, rate: '' }, RATE_FIELDS);
  const [rateProblems, setRateProblems] = useState<Record<string, string>>({});
  const rateServerErrors = rateDialog.dialogProps.validationErrors;
  const rateErrors = useMemo(() => ({ ...rateServerErrors, ...rateProblems }), [rateServerErrors, rateProblems]);
  const openRateDialog = rateDialog.open;
  const saveRate = () => {
    const { user, rate } = rateDialog.draft;
    if (!user) return;
    const parsed = parseRate(rate, locale);
    if ('problem' in parsed) {
      setRateProblems({ rate: rateProblemText(parsed.problem, t, locale) });
      return;
    }
    setRateProblems({});
    void rateDialog.save(() => onUpdateRate(activity, user, parsed.rate));
  };

  // Remove a member (confirmed).
  const [toRemove, setToRemove] = useState<ActivityUser | null>(null);

  const memberActions = useMemo<MemberActions>(
    () => ({
      locale,
      currency,
      changeRate: (user) => {
        setRateProblems({});
        openRateDialog({ user, rate: rateInputText(user.pivot.rate, locale) });
      },
      requestRemove: setToRemove,
    }),
    [locale, currency, openRateDialog],
  );

  // Stable columns: cells read row state from context, so they update in place and keep focus.
  const columns = useMemo(() => memberColumns(t), [t]);

  const title = (
    <span className={styles.cardTitle}>
      <span>{activity.name}</span>
      {!activity.active && (
        <>
          {' '}
          <span className={styles.badge}>{t('inactive')}</span>
        </>
      )}
      {!activity.billable && (
        <>
          {' '}
          <span className={styles.badge}>{t('notBillable')}</span>
        </>
      )}
    </span>
  );

  return (
    <div ref={focusScopeRef} className={styles.cardScope}>
      <Card
        title={title}
        headingLevel={headingLevel}
        actions={
          <>
            <Switch
              aria-label={t('activeLabel', { name: activity.name })}
              isSelected={activity.active}
              // Read-only (not disabled) while the request runs: a second flip is ignored and focus stays.
              isReadOnly={isToggling}
              onChange={onToggle}
            />
            <IconButton
              label={t('editLabel', { name: activity.name })}
              icon={<EditIcon />}
              onPress={() => nameDialog.open({ name: activity.name, billable: activity.billable })}
            />
            {/* Delete is offered only while the activity is inactive. */}
            {!activity.active && (
              <IconButton label={t('deleteLabel', { name: activity.name })} icon={<DeleteIcon />} onPress={onRequestDelete} />
            )}
          </>
        }
      >
        <div className={styles.cardBody}>
          <MemberActionsContext.Provider value={memberActions}>
            <Table
              aria-label={t('membersTable', { name: activity.name })}
              columns={columns}
              data={activity.users}
              getRowId={(user) => String(user.pivot.id)}
              emptyText={t('noMembers')}
            />
          </MemberActionsContext.Provider>
          {/* Where keyboard focus goes when the last member's row vanishes. */}
          <div data-focus-fallback>
            <Button variant="secondary" size="sm" aria-label={t('addMemberTo', { name: activity.name })} onPress={openAdd}>
              <AddIcon size={18} />
              {t('addMember')}
            </Button>
          </div>
        </div>
      </Card>

      <FormDialog title={t('editActivityTitle')} {...nameDialog.dialogProps} onSave={saveName}>
        <TextField
          name="name"
          label={t('name')}
          value={nameDialog.draft.name}
          onChange={nameDialog.set('name')}
          maxLength={NAME_MAX_LENGTH}
          isRequired
          autoFocus
        />
        <Switch name="billable" isSelected={nameDialog.draft.billable} onChange={nameDialog.set('billable')} aria-describedby={billableHintId}>
          {t('billable')}
        </Switch>
        <p id={billableHintId} className={styles.hint}>
          {t('billableHint')}
        </p>
      </FormDialog>

      <FormDialog
        title={t('addMemberTo', { name: activity.name })}
        {...addDialog.dialogProps}
        validationErrors={addErrors}
        onSave={saveMember}
        isSaveDisabled={eligible.length === 0}
      >
        <Select
          name="teammember_id"
          label={t('memberColumn')}
          items={eligible.map((member) => ({ id: member.id, label: member.name }))}
          selectedKey={addDialog.draft.memberId}
          onSelectionChange={(key) => addDialog.set('memberId')(key == null ? null : Number(key))}
          isDisabled={eligible.length === 0}
          description={eligible.length === 0 ? t('noEligibleMembers') : undefined}
          isRequired
          autoFocus={eligible.length > 0}
        />
        <TextField
          name="rate"
          label={t('rateColumn')}
          description={t('rateDescription', { example: exampleRate(locale) })}
          value={addDialog.draft.rate}
          onChange={addDialog.set('rate')}
          inputMode="decimal"
          autoComplete="off"
          isDisabled={eligible.length === 0}
          isRequired
        />
      </FormDialog>

      <FormDialog
        title={t('changeRateTitle', { name: rateDialog.draft.user?.name ?? '' })}
        {...rateDialog.dialogProps}
        validationErrors={rateErrors}
        onSave={saveRate}
      >
        <TextField
          name="rate"
          label={t('rateColumn')}
          description={t('rateDescription', { example: exampleRate(locale) })}
          value={rateDialog.draft.rate}
          onChange={rateDialog.set('rate')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          autoFocus
        />
      </FormDialog>

      <ConfirmDialog
        title={t('removeTitle')}
        isOpen={toRemove != null}
        onOpenChange={(open) => !open && setToRemove(null)}
        onConfirm={() => (toRemove ? onDetachMember(activity, toRemove) : undefined)}
        confirmLabel={t('remove')}
      >
        {toRemove && t('removeBody', { member: toRemove.name, activity: activity.name })}
      </ConfirmDialog>

    </div>
  );
}
