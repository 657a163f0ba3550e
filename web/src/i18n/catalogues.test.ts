import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';
import boAm from './backoffice.am.json';
import boEn from './backoffice.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('i18n catalogues', () => {
  it('English and Amharic have the same keys, none empty', () => {
    expect(keys(am).sort()).toEqual(keys(en).sort());
    for (const k of keys(am)) expect(k.split('.').reduce<any>((o, p) => o[p], am)).not.toBe('');
  });
  it('the back-office catalogues: same keys in both languages, none empty, none shadowing the operator keys', () => {
    expect(keys(boAm).sort()).toEqual(keys(boEn).sort());
    for (const k of keys(boAm)) expect(k.split('.').reduce<any>((o, p) => o[p], boAm)).not.toBe('');
    for (const k of Object.keys(boEn)) expect(Object.keys(en)).not.toContain(k);
    expect(boAm.freeGames.title).toMatch(/[\u1200-\u137F]/);
    expect(boEn.shell.noJackpots).toBe('No jackpot games have been played yet.');
    expect(boEn.freeGames.status.void).toBe('expired/not used');
  });
  it('the Amharic catalogue is in Ge\'ez script', () => {
    expect(am.dashboard.startGame).toMatch(/[\u1200-\u137F]/);
    expect(am.game.houseWinTitle).toMatch(/[\u1200-\u137F]/);
  });
  it('the default keeps the seed texts', () => {
    expect(en.login.signIn).toBe('Sign in');
    expect(en.login.signingIn).toBe('Signing in...');
    expect(en.login.invalid).toBe('Invalid username or password');
    expect(en.game.houseWinTitle).toBe('Online Player Win!');
    expect(en.print.title).toBe('Select Cards to Print');
  });
});
