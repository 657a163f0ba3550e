import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';
import boAm from './backoffice.am.json';
import boEn from './backoffice.en.json';
import hsAm from './hostshell.am.json';
import hsEn from './hostshell.en.json';
import mAm from './multiplier.am.json';
import mEn from './multiplier.en.json';
import vAm from './verify.am.json';
import vEn from './verify.en.json';
import vlAm from './verifylink.am.json';
import vlEn from './verifylink.en.json';
import gAm from './groups.am.json';
import gEn from './groups.en.json';
import tfAm from './twofactor.am.json';
import tfEn from './twofactor.en.json';
import secAm from './security.am.json';
import secEn from './security.en.json';
import dAm from './display.am.json';
import dEn from './display.en.json';
import vpAm from './voicepacks.am.json';
import vpEn from './voicepacks.en.json';
import pwaAm from './pwa.am.json';
import pwaEn from './pwa.en.json';
import pcAm from './printcard.am.json';
import pcEn from './printcard.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n catalogues', () => {
  it('the multiplier catalogues: same keys in both languages, none empty, one namespace of their own, the seed texts', () => {
    expect(keys(mAm).sort()).toEqual(keys(mEn).sort());
    for (const k of keys(mAm)) expect(k.split('.').reduce<any>((o, p) => o[p], mAm)).not.toBe('');
    for (const other of [en, boEn, hsEn]) expect(Object.keys(other)).not.toContain('multiplier');
    expect(mEn.multiplier.setup.creating).toBe('Creating Game...');
    expect(mEn.multiplier.stats.noDetail).toBe('No detailed info available');
    expect(mAm.multiplier.stats.title).toMatch(/[\u1200-\u137F]/);
  });
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
  it('the host-shell catalogues: same keys in both languages, none empty, none shadowing the other catalogues', () => {
    expect(keys(hsAm).sort()).toEqual(keys(hsEn).sort());
    for (const k of keys(hsAm)) expect(k.split('.').reduce<any>((o, p) => o[p], hsAm)).not.toBe('');
    for (const k of Object.keys(hsEn)) expect([...Object.keys(en), ...Object.keys(boEn)]).not.toContain(k);
    expect(hsAm.hs.bonus.title).toMatch(/[\u1200-\u137F]/);
    expect(hsEn.hs.bonus.presets.toggled).toBe('Preset status updated successfully');
  });
  it("the verification catalogues: same keys in both languages, none empty, Amharic in Ge'ez, no shadowing", () => {
    for (const [a, e] of [
      [vAm, vEn],
      [vlAm, vlEn],
    ] as const) {
      expect(keys(a).sort()).toEqual(keys(e).sort());
      for (const k of keys(a)) expect(k.split('.').reduce<any>((o, p) => o[p], a)).not.toBe('');
    }
    for (const k of [...Object.keys(vEn), ...Object.keys(vlEn)])
      expect([...Object.keys(en), ...Object.keys(boEn), ...Object.keys(hsEn), ...Object.keys(mEn)]).not.toContain(k);
    expect(vAm.verify.notFoundTitle).toMatch(/[\u1200-\u137F]/);
    expect(vlAm.verifyLink.open).toMatch(/[\u1200-\u137F]/);
  });
  it('the printed-card catalogues: same keys in both languages, none empty, Amharic, one namespace of their own', () => {
    expect(keys(pcAm).sort()).toEqual(keys(pcEn).sort());
    for (const k of keys(pcAm)) expect(k.split('.').reduce<any>((o, p) => o[p], pcAm)).not.toBe('');
    for (const other of [en, boEn, hsEn, mEn]) expect(Object.keys(other)).not.toContain('printCard');
    expect(pcAm.printCard.scan).toMatch(/[\u1200-\u137F]/);
  });
  it('the owner-groups catalogues: same keys in both languages, none empty, one namespace of their own, Amharic', () => {
    expect(keys(gAm).sort()).toEqual(keys(gEn).sort());
    for (const k of keys(gAm)) expect(k.split('.').reduce<any>((o, p) => o[p], gAm)).not.toBe('');
    for (const other of [en, boEn, hsEn, mEn]) expect(Object.keys(other)).not.toContain('groups');
    expect(gAm.groups.superTitle).toMatch(/[\u1200-\u137F]/);
  });
  it('the two-factor catalogues: same keys in both languages, none empty, Amharic, none shadowing the others', () => {
    expect(keys(tfAm).sort()).toEqual(keys(tfEn).sort());
    for (const k of keys(tfAm)) expect(k.split('.').reduce<any>((o, p) => o[p], tfAm)).not.toBe('');
    for (const k of Object.keys(tfEn))
      expect([...Object.keys(en), ...Object.keys(boEn), ...Object.keys(hsEn)]).not.toContain(k);
    expect(tfAm.twoFactor.codeLabel).toMatch(/[\u1200-\u137F]/);
  });
  it("the security catalogues: same keys in both languages, none empty, none shadowing the others, Amharic in Ge'ez", () => {
    expect(keys(secAm).sort()).toEqual(keys(secEn).sort());
    for (const k of keys(secAm)) expect(k.split('.').reduce<any>((o, p) => o[p], secAm)).not.toBe('');
    for (const k of Object.keys(secEn))
      expect([...Object.keys(en), ...Object.keys(boEn), ...Object.keys(hsEn)]).not.toContain(k);
    for (const k of keys(secAm))
      expect(k.split('.').reduce<any>((o, p) => o[p], secAm)).toMatch(/[\u1200-\u137F]|^\S*$/);
  });
  it('the display catalogues: same keys in both languages, none empty, one namespace of their own, in Amharic script', () => {
    expect(keys(dAm).sort()).toEqual(keys(dEn).sort());
    for (const k of keys(dAm)) expect(k.split('.').reduce<any>((o, p) => o[p], dAm)).not.toBe('');
    for (const other of [en, boEn, hsEn, mEn]) expect(Object.keys(other)).not.toContain('display');
    expect(dAm.display.houseWin).toMatch(/[\u1200-\u137F]/);
    expect(dEn.display.houseWin).toBe('Online Player Win!');
  });
  it('the voice-pack catalogues: same keys in both languages, none empty, one namespace of their own, in Amharic script', () => {
    expect(keys(vpAm).sort()).toEqual(keys(vpEn).sort());
    for (const k of keys(vpAm)) expect(k.split('.').reduce<any>((o, p) => o[p], vpAm)).toMatch(/[\u1200-\u137F]/);
    for (const other of [en, boEn, hsEn, mEn, dEn]) expect(Object.keys(other)).not.toContain('vp');
  });
  it('the installable-app catalogues (update prompt, event phrases): same keys, none empty, a namespace of their own', () => {
    expect(keys(pwaAm).sort()).toEqual(keys(pwaEn).sort());
    for (const k of keys(pwaAm)) expect(k.split('.').reduce<any>((o, p) => o[p], pwaAm)).not.toBe('');
    expect(Object.keys(en)).not.toContain('pwa');
    expect(pwaAm.pwa.update.reload).toMatch(/[\u1200-\u137F]/);
    expect(pwaEn.pwa.update.available).toBe('A new version is available');
  });
  it("the Amharic catalogue is in Ge'ez script", () => {
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

describe('the blocked page', () => {
  it('says in English exactly the text of the specification', async () => {
    const { BLOCKED_TEXT } = await import('../../features/blocked/BlockedPage');
    expect(`${en.blocked.title} - ${en.blocked.text}`).toBe(BLOCKED_TEXT);
  });
});
