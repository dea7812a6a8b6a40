import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../lib/storage.ts';
import { currentPatientIdOf, useCurrentPatientStore } from './current-patient-store.ts';

const p = (patientId: string, defaultState: '0' | '1' = '0') => ({ patientId, defaultState });
const store = () => useCurrentPatientStore.getState();
const current = (hosId: HosId) => currentPatientIdOf(store(), hosId);

beforeEach(() => useCurrentPatientStore.setState({ byHospital: {} }));

describe('current patient store', () => {
  it('starts with the default patient, else the first', () => {
    expect(store().sync(hosIdOf('1001'), [p('a'), p('b', '1'), p('c')])?.patientId).toBe('b');
    expect(store().sync(hosIdOf('1002'), [p('x'), p('y')])?.patientId).toBe('x');
    expect(current(hosIdOf('1001'))).toBe('b');
    expect(current(hosIdOf('1002'))).toBe('x');
  });

  it('keeps the previously current patient when the list refreshes, even if another is default', () => {
    store().sync(hosIdOf('1001'), [p('a'), p('b', '1')]);
    store().choose(hosIdOf('1001'), 'a');
    expect(store().sync(hosIdOf('1001'), [p('a'), p('b', '1'), p('c')])?.patientId).toBe('a');
  });

  it('falls back to the default when the previous patient was unlinked, and to null for an empty list', () => {
    store().choose(hosIdOf('1001'), 'gone');
    expect(store().sync(hosIdOf('1001'), [p('a'), p('b', '1')])?.patientId).toBe('b');
    expect(store().sync(hosIdOf('1001'), [])).toBeNull();
    expect(current(hosIdOf('1001'))).toBeNull();
  });

  it('keeps one choice per hospital and remembers it across reloads (localStorage)', () => {
    store().choose(hosIdOf('1001'), 'a');
    store().choose(hosIdOf('1002'), 'z');
    expect(localStorage.getItem(LOCAL_KEYS.currentPatient(hosIdOf('1001')))).toBe('a');
    // A fresh page: the in-memory store is empty, the stored choice is still "previously current".
    useCurrentPatientStore.setState({ byHospital: {} });
    expect(store().sync(hosIdOf('1001'), [p('b', '1'), p('a')])?.patientId).toBe('a');
    expect(current(hosIdOf('1002'))).toBe('z');
    store().clear(hosIdOf('1002'));
    expect(current(hosIdOf('1002'))).toBeNull();
    expect(current(hosIdOf('1001'))).toBe('a');
  });
});
