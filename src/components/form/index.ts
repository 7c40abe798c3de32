export { TextField } from './TextField';
export { CheckboxField } from './CheckboxField';
export { FormAlert } from './FormAlert';
