// The props of a select, shared by the plain select drawn at first paint (plain-select.tsx) and the
// antd Select it loads (antd-select.tsx): a file of their own, so neither imports the other for them.
export interface PlainSelectOption {
  value: string;
  label: string;
}

export interface PlainSelectProps {
  id?: string;
  /** The page's own classes (antd puts them after its variant class). */
  className?: string;
  value: string;
  options: readonly PlainSelectOption[];
  onChange(value: string): void;
  'aria-label'?: string;
  'data-testid'?: string;
  popupMatchSelectWidth?: boolean;
  /** antd's `showSearch` (the pagination's size changer): the box takes typed text. */
  showSearch?: boolean;
}
