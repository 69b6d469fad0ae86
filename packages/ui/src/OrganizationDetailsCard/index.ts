export { OrganizationDetailsCard, type OrganizationDetailsCardProps, type OrganizationDetails } from './OrganizationDetailsCard';
