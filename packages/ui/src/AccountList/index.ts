export { AccountList, type AccountListProps } from './AccountList';
export { filterAccounts } from './filterAccounts';
