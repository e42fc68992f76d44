import { auth } from '@sqw/contracts';
import { z } from 'zod';

// The auth service's own rule and wording (counted in characters, not UTF-16 units), so a form
// never lets through what the service refuses, nor says it differently.
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = auth.passwordProblem(value);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem.message });
});

/** The sign-in and registration forms' rules, with the messages the site shows. The auth service enforces its own. */
export const LoginForm = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email.'),
  password: z.string().min(1, 'Password is required'),
  remember: z.boolean(),
});

export const RegisterForm = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters.').max(60),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters.').max(60),
  email: z.string().trim().email('Please enter a valid email.'),
  password: newPassword,
});

export const ForgotForm = z.object({ email: z.string().trim().email('Please enter a valid email.') });

export const ResetForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: "Passwords don't match" });

export const ProfileForm = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(60),
  lastName: z.string().trim().min(1, 'Last name is required').max(60),
  email: z.string().trim().email('Invalid email address'),
});

export const PasswordForm = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password'), password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: "Passwords don't match" });

/** The admin's authenticator code as typed: six digits, spaces between groups allowed. */
export const AdminCodeForm = z.object({ code: z.string().refine(auth.isTotpCode, 'Enter the 6 digits your authenticator app shows.') });

export type LoginForm = z.infer<typeof LoginForm>;
export type RegisterForm = z.infer<typeof RegisterForm>;
export type ProfileForm = z.infer<typeof ProfileForm>;
export type AdminCodeForm = z.infer<typeof AdminCodeForm>;
