/** Kept apart from password.ts (which loads the argon2 native module) so browser code can import it. */
export const PASSWORD_MIN_LENGTH = 8;
