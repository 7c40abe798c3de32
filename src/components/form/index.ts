export { TextField } from './TextField';
export { SelectField, type SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { FormAlert } from './FormAlert';
