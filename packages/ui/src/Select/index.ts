export { Select, type SelectProps, type SelectItem } from './Select';
export { SelectOption, type SelectOptionProps } from './SelectOption';
