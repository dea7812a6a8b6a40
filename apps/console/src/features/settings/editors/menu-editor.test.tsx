import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FunctionsDoc } from '../documents.ts';
import { MenuEditor } from './menu-editor.tsx';

const menu: FunctionsDoc['menu'] = [
  {
    groupId: 'appointments',
    enabled: true,
    title: { 'zh-CN': '预约挂号', 'en-US': 'Appointments' },
    items: [
      {
        itemId: 'book',
        alias: { 'zh-CN': '预约', 'en-US': 'Book' },
        params: { deptId: 'D01' },
      },
      { itemId: 'today', alias: { 'zh-CN': '当日', 'en-US': 'Same day' }, params: {} },
    ],
  },
  {
    groupId: 'queries',
    enabled: false,
    title: { 'zh-CN': '查询', 'en-US': 'Queries' },
    items: [],
  },
];

const lastCall = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as FunctionsDoc['menu'];

describe('the navigator menu editor', () => {
  it('switches a group, reorders groups and items, and renames an item', () => {
    const onChange = vi.fn();
    render(<MenuEditor menu={menu} readOnly={false} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('queries on'));
    expect(lastCall(onChange)[1]!.enabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Move Queries up'));
    expect(lastCall(onChange).map((g) => g.groupId)).toEqual(['queries', 'appointments']);
    fireEvent.click(screen.getByLabelText('Move Book down'));
    expect(lastCall(onChange)[0]!.items.map((i) => i.itemId)).toEqual(['today', 'book']);
    fireEvent.change(screen.getByLabelText('Name of book (English)'), {
      target: { value: 'Book a visit' },
    });
    expect(lastCall(onChange)[0]!.items[0]!.alias).toEqual({
      'zh-CN': '预约',
      'en-US': 'Book a visit',
    });
  });

  it("edits an item's link parameters: change, add and remove", () => {
    const onChange = vi.fn();
    render(<MenuEditor menu={menu} readOnly={false} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Value of parameter 1 of book'), {
      target: { value: 'D02' },
    });
    expect(lastCall(onChange)[0]!.items[0]!.params).toEqual({ deptId: 'D02' });
    fireEvent.click(screen.getAllByRole('button', { name: /Add a parameter/ })[0]!);
    expect(lastCall(onChange)[0]!.items[0]!.params).toEqual({ deptId: 'D01', '': '' });
    fireEvent.click(screen.getByLabelText('Remove parameter 1 of book'));
    expect(lastCall(onChange)[0]!.items[0]!.params).toEqual({});
  });

  it('read-only for a staff member who may not edit', () => {
    render(<MenuEditor menu={menu} readOnly onChange={vi.fn()} />);
    expect(screen.getByLabelText('appointments on')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Value of parameter 1 of book')).toHaveProperty('disabled', true);
  });
});
