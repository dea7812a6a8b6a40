import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar } from './tab-bar.tsx';

const ITEMS = [
  { key: 'password', label: 'Password' },
  { key: 'sms', label: 'Text message' },
  { key: 'card', label: 'Card' },
];

function Chooser() {
  const [key, setKey] = useState('password');
  return (
    <>
      <TabBar items={ITEMS} activeKey={key} onChange={setKey} />
      <output>{key}</output>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a tab list whose chosen tab is selected and the only one in the tab order', () => {
    render(<Chooser />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(tab('Password').tabIndex).toBe(0);
    expect(tab('Text message').getAttribute('aria-selected')).toBe('false');
    expect(tab('Text message').tabIndex).toBe(-1);
  });

  it('chooses the tab clicked', () => {
    render(<Chooser />);
    fireEvent.click(screen.getByText('Text message'));
    expect(screen.getByRole('status').textContent).toBe('sms');
    expect(tab('Text message').getAttribute('aria-selected')).toBe('true');
    expect(tab('Password').tabIndex).toBe(-1);
  });

  it('moves between the tabs with the arrow keys, Home and End, and chooses with Enter or Space, as antd Tabs', () => {
    render(<Chooser />);
    tab('Password').focus();
    fireEvent.keyDown(tab('Password'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Text message'));
    // Moving the focus does not choose.
    expect(screen.getByRole('status').textContent).toBe('password');
    fireEvent.keyDown(tab('Text message'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Card'));
    fireEvent.keyDown(tab('Card'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Card'));
    fireEvent.keyDown(tab('Card'), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('card');
    fireEvent.keyDown(tab('Card'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(tab('Password'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(tab('Password'), { key: ' ' });
    expect(screen.getByRole('status').textContent).toBe('password');
  });

  it("wears antd's classes, so it looks like antd's line and card tabs", () => {
    const { container, rerender } = render(
      <TabBar items={ITEMS} activeKey="sms" onChange={() => undefined} />,
    );
    expect(container.querySelector('.ant-tabs.ant-tabs-top')).not.toBeNull();
    expect(container.querySelector('.ant-tabs-tab-active')?.textContent).toBe('Text message');
    expect(container.querySelector('.ant-tabs-ink-bar')).not.toBeNull();
    rerender(<TabBar items={ITEMS} activeKey="sms" type="card" onChange={() => undefined} />);
    expect(container.querySelector('.ant-tabs.ant-tabs-card')).not.toBeNull();
    expect(container.querySelector('.ant-tabs-ink-bar')).toBeNull();
  });
});
