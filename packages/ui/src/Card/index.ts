export { Card, type CardProps } from './Card';
export { DetailList, type DetailListProps, type DetailItem } from './DetailList';
