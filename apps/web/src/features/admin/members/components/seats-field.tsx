import { adminMessages } from '@arena/shared/admin-messages';
import { TextField, type TextFieldProps } from '../../../../components/text-field';

type Props = Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'inputMode' | 'min' | 'max' | 'step'>;

/** The seats of a member's team, 0 to 500 (approveUserForm, memberForm), labelled like TextField. */
export function SeatsField(props: Props) {
  return (
    <TextField
      label={adminMessages.membersSeats}
      type="number"
      inputMode="numeric"
      min={0}
      max={500}
      step={1}
      hint={adminMessages.membersSeatsHint}
      {...props}
    />
  );
}
