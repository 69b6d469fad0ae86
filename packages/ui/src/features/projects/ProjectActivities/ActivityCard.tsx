import { schemaBounds, type Activity, type ActivityUser, type ActivityUserRequest, type Locale, type TeamMember } from '@kwartier/api';
import { createContext, useContext, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { Key } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { AddIcon, DeleteIcon, EditIcon } from '../../../primitives/Icon/Icon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { Select } from '../../../primitives/Select/Select';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useKeepRowFocus } from '../../../patterns/rowActions/useKeepRowFocus';
import type { SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { formatMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { eligibleMembers, moneyCents, parseRate, rateInputText, type RateProblem } from './activityRules';
import { messages } from './ProjectActivities.messages';
import * as styles from './ProjectActivities.css';

type MessageKey = keyof (typeof messages)['en'];

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
  organizationLocale: Locale;
  headingLevel: 2 | 3 | 4;
  /** True while the activity's toggle request runs: the switch is read-only. */
  isToggling: boolean;
  onToggle: () => void;
  /** Opens the list's delete confirmation for this activity. */
  onRequestDelete: () => void;
  onRename: (activity: Activity, name: string) => Promise<SubmitResult>;
  onAttachMember: (activity: Activity, values: ActivityMemberValues) => Promise<SubmitResult>;
  onUpdateRate: (activity: Activity, user: ActivityUser, rate: string) => Promise<SubmitResult>;
  onDetachMember: (activity: Activity, user: ActivityUser) => Promise<SubmitResult>;
}

const NAME_FIELDS = ['name'] as const;
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
  organizationLocale: Locale;
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
  const { organizationLocale } = useMemberActions();
  const cents = moneyCents(user.pivot.rate);
  return <>{cents == null ? user.pivot.rate : formatMoney(cents, organizationLocale)}</>;
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
 * their hourly rate in the organisation's money format and the row actions 'Change rate' and
 * 'Remove from activity', and an 'Add team member' button.
 */
export function ActivityCard({
  activity,
  members,
  organizationLocale,
  headingLevel,
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
  // Keyboard focus kept when a member's row vanishes.
  const [focusScope, focusScopeRef] = useState<HTMLElement | null>(null);
  useKeepRowFocus(focusScope);

  // Rename.
  const [isEditOpen, setEditOpen] = useState(false);
  const [name, setName] = useState(activity.name);
  const renaming = useFormSubmission<string>((value) => onRename(activity, value), NAME_FIELDS);
  const openEdit = () => {
    setName(activity.name);
    renaming.reset();
    setEditOpen(true);
  };
  const closeEdit = () => {
    setEditOpen(false);
    renaming.reset();
  };
  const saveName = async () => {
    if (await renaming.submit(name.trim())) closeEdit();
  };

  // Add a team member.
  const eligible = useMemo(() => eligibleMembers(members, activity), [members, activity]);
  const [isAddOpen, setAddOpen] = useState(false);
  const [memberId, setMemberId] = useState<number | null>(null);
  const [addRate, setAddRate] = useState('');
  const [addProblems, setAddProblems] = useState<Record<string, string>>({});
  const attaching = useFormSubmission<ActivityMemberValues>((values) => onAttachMember(activity, values), ATTACH_FIELDS);
  // One object while neither changes: the form shows these errors again only when they are new.
  const addErrors = useMemo(() => ({ ...attaching.fieldErrors, ...addProblems }), [attaching.fieldErrors, addProblems]);
  const openAdd = () => {
    setMemberId(null);
    setAddRate('');
    setAddProblems({});
    attaching.reset();
    setAddOpen(true);
  };
  const closeAdd = () => {
    setAddOpen(false);
    setAddProblems({});
    attaching.reset();
  };
  const saveMember = async () => {
    const parsed = parseRate(addRate, locale);
    const problems: Record<string, string> = {};
    if (memberId == null) problems.teammember_id = t('memberRequired');
    if ('problem' in parsed) problems.rate = rateProblemText(parsed.problem, t, locale);
    setAddProblems(problems);
    if (memberId == null || 'problem' in parsed) return;
    if (await attaching.submit({ teammember_id: memberId, rate: parsed.rate })) closeAdd();
  };

  // Change a member's rate.
  const [rateFor, setRateFor] = useState<ActivityUser | null>(null);
  const [rateText, setRateText] = useState('');
  const [rateProblems, setRateProblems] = useState<Record<string, string>>({});
  const updating = useFormSubmission<{ user: ActivityUser; rate: string }>(
    ({ user, rate }) => onUpdateRate(activity, user, rate),
    RATE_FIELDS,
  );
  const rateErrors = useMemo(() => ({ ...updating.fieldErrors, ...rateProblems }), [updating.fieldErrors, rateProblems]);
  const resetUpdating = updating.reset;
  const closeRate = () => {
    setRateFor(null);
    setRateProblems({});
    updating.reset();
  };
  const saveRate = async () => {
    if (!rateFor) return;
    const parsed = parseRate(rateText, locale);
    if ('problem' in parsed) {
      setRateProblems({ rate: rateProblemText(parsed.problem, t, locale) });
      return;
    }
    setRateProblems({});
    if (await updating.submit({ user: rateFor, rate: parsed.rate })) closeRate();
  };

  // Remove a member (confirmed).
  const [toRemove, setToRemove] = useState<ActivityUser | null>(null);

  const memberActions = useMemo<MemberActions>(
    () => ({
      organizationLocale,
      changeRate: (user) => {
        setRateText(rateInputText(user.pivot.rate, locale));
        setRateProblems({});
        resetUpdating();
        setRateFor(user);
      },
      requestRemove: setToRemove,
    }),
    [organizationLocale, locale, resetUpdating],
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
            <IconButton label={t('editLabel', { name: activity.name })} icon={<EditIcon />} onPress={openEdit} />
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
          <div>
            <Button variant="secondary" size="sm" aria-label={t('addMemberTo', { name: activity.name })} onPress={openAdd}>
              <AddIcon size={18} />
              {t('addMember')}
            </Button>
          </div>
        </div>
      </Card>

      <FormDialog
        title={t('editActivityTitle')}
        isOpen={isEditOpen}
        onOpenChange={(open) => (open ? setEditOpen(true) : closeEdit())}
        onSave={() => void saveName()}
        isSaving={renaming.isSubmitting}
        validationErrors={renaming.fieldErrors}
        errorMessage={renaming.formError ?? undefined}
      >
        <TextField name="name" label={t('name')} value={name} onChange={setName} maxLength={NAME_MAX_LENGTH} isRequired autoFocus />
      </FormDialog>

      <FormDialog
        title={t('addMemberTo', { name: activity.name })}
        isOpen={isAddOpen}
        onOpenChange={(open) => (open ? setAddOpen(true) : closeAdd())}
        onSave={() => void saveMember()}
        isSaving={attaching.isSubmitting}
        isSaveDisabled={eligible.length === 0}
        validationErrors={addErrors}
        errorMessage={attaching.formError ?? undefined}
      >
        <Select
          name="teammember_id"
          label={t('memberColumn')}
          items={eligible.map((member) => ({ id: member.id, label: member.name }))}
          selectedKey={memberId}
          onSelectionChange={(key) => setMemberId(key == null ? null : Number(key))}
          isDisabled={eligible.length === 0}
          description={eligible.length === 0 ? t('noEligibleMembers') : undefined}
          isRequired
          autoFocus={eligible.length > 0}
        />
        <TextField
          name="rate"
          label={t('rateColumn')}
          description={t('rateDescription', { example: exampleRate(locale) })}
          value={addRate}
          onChange={setAddRate}
          inputMode="decimal"
          autoComplete="off"
          isDisabled={eligible.length === 0}
          isRequired
        />
      </FormDialog>

      <FormDialog
        title={t('changeRateTitle', { name: rateFor?.name ?? '' })}
        isOpen={rateFor != null}
        onOpenChange={(open) => !open && closeRate()}
        onSave={() => void saveRate()}
        isSaving={updating.isSubmitting}
        validationErrors={rateErrors}
        errorMessage={updating.formError ?? undefined}
      >
        <TextField
          name="rate"
          label={t('rateColumn')}
          description={t('rateDescription', { example: exampleRate(locale) })}
          value={rateText}
          onChange={setRateText}
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
