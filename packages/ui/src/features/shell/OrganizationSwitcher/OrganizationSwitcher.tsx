import type { MyOrganization } from '@kwartier/api';
import { useId, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { CheckIcon } from '../../../primitives/Icon/icons/CheckIcon';
import { ChevronDownIcon } from '../../../primitives/Icon/icons/ChevronDownIcon';
import { isValidationFailure, type SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import * as shell from '../AppShell/AppShell.css';
import { messages } from './OrganizationSwitcher.messages';
import * as styles from './OrganizationSwitcher.css';

/** Props of {@link OrganizationSwitcher}. */
export interface OrganizationSwitcherProps {
  /** The person's organisations (`GET /api/user/organizations`), the one this session acts in `current`. */
  organizations: readonly MyOrganization[];
  /**
   * Switches to another organisation (`PUT /api/user/organization`). On success the app loads
   * afresh (nothing of the other organisation may stay), so the switcher stays busy until then.
   * Resolve to a refusal (`{ message }`: a 403 or 404) to show its message; reject for the
   * unexpected (a general message).
   */
  onSwitch: (organization: MyOrganization) => SaveResult;
  /**
   * The browser is offline: switching needs the server, so the other organisations cannot be
   * chosen (the menu still opens and shows them) and a note under the button says why.
   */
  isOffline?: boolean;
}

/**
 * The organisation this session acts in, as a button opening a menu of the person's
 * organisations (the current one checked); choosing another calls `onSwitch`. Busy while
 * switching ("Switching to …", read out), a refusal or failure shown under it. Offline the other
 * organisations are disabled and the note says switching needs a connection. Renders nothing
 * for a person with one organisation.
 */
export function OrganizationSwitcher({ organizations, onSwitch, isOffline = false }: OrganizationSwitcherProps) {
  const t = useMessages(messages);
  const noteId = useId();
  const [switching, setSwitching] = useState<MyOrganization | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = organizations.find((organization) => organization.current);
  if (organizations.length < 2 || !current) return null;

  const choose = async (organization: MyOrganization) => {
    setSwitching(organization);
    setError(null);
    try {
      const result = await onSwitch(organization);
      // Switched: the app loads afresh, and the switcher stays busy until it does.
      if (!isValidationFailure(result)) return;
      setError(result.message || t('failed', { organization: organization.name }));
    } catch {
      setError(t('failed', { organization: organization.name }));
    }
    setSwitching(null);
  };

  return (
    <div className={styles.root}>
      <MenuTrigger>
        <Button variant="quiet" className={styles.trigger} isPending={switching !== null}
          aria-label={t('label', { organization: current.name })}
          aria-describedby={isOffline && !switching ? noteId : undefined}
        >
          <span className={`${shell.organizationName} ${styles.name}`} title={current.name}>
            {current.name}
          </span>
          <ChevronDownIcon size={20} />
        </Button>
        <Popover placement="bottom start" className={shell.popover}>
          <Menu
            className={shell.menu}
            items={organizations}
            selectionMode="single"
            selectedKeys={[current.id]}
            disallowEmptySelection
            disabledKeys={isOffline ? organizations.filter((organization) => !organization.current).map((organization) => organization.id) : undefined}
            onSelectionChange={(keys) => {
              const chosen = organizations.find((organization) => keys !== 'all' && keys.has(organization.id));
              if (chosen && !chosen.current) void choose(chosen);
            }}
          >
            {(organization) => (
              <MenuItem id={organization.id} textValue={organization.name} className={shell.menuItem}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.check} aria-hidden="true">
                      {isSelected && <CheckIcon size={18} />}
                    </span>
                    {organization.name}
                  </>
                )}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <p role="status" id={noteId} className={styles.note}>
        {switching ? t('switching', { organization: switching.name }) : isOffline && t('offline')}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
