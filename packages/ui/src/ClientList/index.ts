export { ClientList, type ClientListProps } from './ClientList';
export { filterClients, type ClientFilter } from './filterClients';
