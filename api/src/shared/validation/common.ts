import { Matches, Length } from 'class-validator';

/** New usernames: lowercase letters, digits, ".", "_", "-"; no spaces or markup. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,63}$/;
export const IsUsername = () =>
  Matches(USERNAME_PATTERN, {
    message:
      'username must be 3-64 characters: lowercase letters, digits, ".", "_" or "-", starting with a letter or digit',
  });
export const IsNewPassword = (field = 'password') =>
  Length(8, 128, { message: `${field} must be 8 to 128 characters` });

/** Largest Birr amount one operation may move (core). */
export { MAX_BIRR } from '@bingo/core';
