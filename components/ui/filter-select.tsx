// One dropdown of a filter panel (home, new, discontinued, SINTA): a SelectField whose id and test id are
// `<idPrefix>-<name>` and whose changes are reported with its name, so a panel can list its dropdowns as data.
import { type SelectOption, SelectField } from '@/components/ui/select-field';

export interface FilterSelectProps<Name extends string> {
  /** The form field's name; with `idPrefix`, also its id and test id. */
  name: Name;
  idPrefix: string;
  label: string;
  allLabel: string;
  value: string;
  options: SelectOption[];
  /**
   * For a dropdown whose list may have no options: while true it is disabled and dimmed, since a dropdown without
   * options cannot narrow anything. Left out, the dropdown is always enabled.
   */
  isDisabled?: boolean;
  onChange: (name: Name, value: string) => void;
}

export function FilterSelect<Name extends string>({ name, idPrefix, isDisabled, onChange, ...field }: FilterSelectProps<Name>) {
  const select = (
    <SelectField {...field} id={`${idPrefix}-${name}`} name={name} testId={`${idPrefix}-${name}`} onChange={(value) => onChange(name, value)} />
  );
  if (isDisabled === undefined) return select;
  return (
    <fieldset disabled={isDisabled} className={`min-w-0 ${isDisabled ? 'opacity-60' : ''}`}>
      {select}
    </fieldset>
  );
}
