import { describe, expect, it } from 'vitest';
import { deptWithAncestors } from './appointments.checks.ts';

/** Age limit: the department tree is walked in memory from the read-cached department list. */
describe('deptWithAncestors', () => {
  const tree = [
    { dept_id: '50', parent_id: null },
    { dept_id: '5001', parent_id: '50' },
    { dept_id: '500101', parent_id: '5001' },
    { dept_id: 'orphan', parent_id: 'gone' },
    { dept_id: 'a', parent_id: 'b' },
    { dept_id: 'b', parent_id: 'a' },
  ];
  it('answers the department and its ancestors, nearest first', () => {
    expect(deptWithAncestors(tree, '500101')).toEqual(['500101', '5001', '50']);
    expect(deptWithAncestors(tree, '50')).toEqual(['50']);
  });
  it('stops at a parent the HIS does not know, and knows nothing of an unknown department', () => {
    expect(deptWithAncestors(tree, 'orphan')).toEqual(['orphan']);
    expect(deptWithAncestors(tree, 'nope')).toEqual([]);
  });
  it('ends the walk on a cycle', () => {
    expect(deptWithAncestors(tree, 'a')).toEqual(['a', 'b']);
  });
});
