import { usersStaffWords } from '@arena/shared/users/staff-words';
import { TextField, type TextFieldProps } from '../../../../components/text-field';

type Props = Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'inputMode' | 'min' | 'max' | 'step'>;

/** The seats of a member's team, 0 to 500 (approveUserForm, memberForm), labelled like TextField. */
export function SeatsField(props: Props) {
  return (
    <TextField
      label={usersStaffWords.membersSeats}
      type="number"
      inputMode="numeric"
      min={0}
      max={500}
      step={1}
      hint={usersStaffWords.membersSeatsHint}
      {...props}
    />
  );
}
