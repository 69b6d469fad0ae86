// Paths from Material Design Icons (Apache 2.0), the icon set Kwartier's screens were drawn with.
// Every icon, one module each (icons/): a bundler puts each where it is used instead of all in
// the chunk of whichever page needs the first one.
export type { IconProps } from './makeIcon';
export { CloseIcon } from './icons/CloseIcon';
export { SearchIcon } from './icons/SearchIcon';
export { DeleteIcon } from './icons/DeleteIcon';
export { AddIcon } from './icons/AddIcon';
export { CheckIcon } from './icons/CheckIcon';
export { MinusIcon } from './icons/MinusIcon';
export { AccountIcon } from './icons/AccountIcon';
export { LogoutIcon } from './icons/LogoutIcon';
export { MenuIcon } from './icons/MenuIcon';
export { ChevronUpIcon } from './icons/ChevronUpIcon';
export { ErrorIcon } from './icons/ErrorIcon';
export { ClockIcon } from './icons/ClockIcon';
export { DashboardIcon } from './icons/DashboardIcon';
export { PeopleIcon } from './icons/PeopleIcon';
export { BankIcon } from './icons/BankIcon';
export { InvoiceIcon } from './icons/InvoiceIcon';
export { SendIcon } from './icons/SendIcon';
export { ProjectIcon } from './icons/ProjectIcon';
export { ServiceIcon } from './icons/ServiceIcon';
export { SettingsIcon } from './icons/SettingsIcon';
export { EditIcon } from './icons/EditIcon';
export { MoreIcon } from './icons/MoreIcon';
export { ChevronDownIcon } from './icons/ChevronDownIcon';
export { ChevronLeftIcon } from './icons/ChevronLeftIcon';
export { ChevronRightIcon } from './icons/ChevronRightIcon';
export { OrganizationIcon } from './icons/OrganizationIcon';
export { LockIcon } from './icons/LockIcon';
export { DownloadIcon } from './icons/DownloadIcon';
export { CopyIcon } from './icons/CopyIcon';
export { ReportIcon } from './icons/ReportIcon';
export { ReceiptIcon } from './icons/ReceiptIcon';
