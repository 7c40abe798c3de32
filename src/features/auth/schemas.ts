/** The auth forms' rules and messages (docs/validation.md), built on the contract's request schemas. */
import * as v from 'valibot';
import { LoginRequestSchema, nameCharacters, PasswordSchema, RegisterRequestSchema } from '../../api';

export const LoginFormSchema = v.object({
  username: LoginRequestSchema.entries.username,
  password: LoginRequestSchema.entries.password,
  rememberMe: v.boolean(),
});

export const RegisterFormSchema = v.pipe(
  v.object({
    firstName: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('First name is required'),
      v.maxLength(100, 'Must be at most 100 characters'),
      nameCharacters(),
    ),
    lastName: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Last name is required'),
      v.maxLength(100, 'Must be at most 100 characters'),
      nameCharacters(),
    ),
    email: RegisterRequestSchema.entries.email,
    walletAddress: RegisterRequestSchema.entries.walletAddress,
    password: PasswordSchema,
    confirmPassword: v.pipe(v.string(), v.minLength(8, 'Please confirm your password')),
    terms: v.pipe(v.boolean(), v.value(true, 'You must agree to the terms')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

export const ForgotPasswordSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address')),
});

/** The new password on /reset-password: the registration rules and messages. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    password: PasswordSchema,
    confirmPassword: v.pipe(v.string(), v.minLength(8, 'Please confirm your password')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

export const AdminLoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('Username is required')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});

export type LoginFormValues = v.InferInput<typeof LoginFormSchema>;
export type RegisterFormValues = v.InferInput<typeof RegisterFormSchema>;
export type ForgotPasswordValues = v.InferInput<typeof ForgotPasswordSchema>;
export type AdminLoginValues = v.InferInput<typeof AdminLoginSchema>;
export type ResetPasswordFormValues = v.InferInput<typeof ResetPasswordFormSchema>;

/** The username sent is the lowercase first name, a dot, then the lowercase last name. */
export const usernameFor = (firstName: string, lastName: string) =>
  `${firstName.trim().toLowerCase()}.${lastName.trim().toLowerCase()}`;

/** Only an internal path may be a post-sign-in destination: no scheme, no `//host`. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
