import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { ComplaintForm } from './complaint-form.tsx';
import { hosIdOf } from '@portal/shared';

const PHOTO = 'feedback/0f8fad5b-d9cb-469f-a165-70867728950e.png';

function renderForm() {
  const mock = stubFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/platform/api/oss/upload')
      return init?.body instanceof FormData
        ? okResponse([PHOTO])
        : errorResponse(400, 'C018', { field: 'fileList' });
    if (path === '/feature/api/complaint/create') {
      return okResponse({
        complaintId: '6f1c2c9e-8a43-4a44-9b0e-3c1f6f3f6c11',
        kind: 'complaint',
        category: 'service',
        content: 'x',
        photos: [PHOTO],
        contactName: '',
        contactPhone: '139****5678',
        status: 'submitted',
        reply: null,
        repliedAt: null,
        createdAt: '2026-11-27T02:00:00Z',
        steps: [],
      });
    }
    return errorResponse(404, 'C002');
  });
  renderWithProviders(<ComplaintForm hosId={hosIdOf('1001')} />);
  return mock;
}

const calls = (mock: FetchMock, path: string) =>
  mock.mock.calls.filter(([url]) => url.split('?')[0] === path);
function choose(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}
const png = (name = 'ward.png', size?: number) => {
  const f = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('ComplaintForm', () => {
  it('says what is missing or wrong, by the same rules as the server, and sends nothing', async () => {
    const mock = renderForm();
    fireEvent.change(screen.getByTestId('complaint-content'), { target: { value: 'bad' } });
    fireEvent.change(screen.getByTestId('complaint-contact-phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Details is invalid')).toBeTruthy();
    expect(screen.getByText('Contact phone is invalid')).toBeTruthy();
    expect(mock).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB or of another type in the browser, before anything is sent', async () => {
    const mock = renderForm();
    choose([png('huge.png', 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('Each file must be at most 10 MB')).toBeTruthy();
    choose([new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })]);
    expect(
      await screen.findByText(
        'scan.pdf cannot be uploaded here: allowed types are jpg, jpeg, png, gif, bmp, webp',
      ),
    ).toBeTruthy();
    expect(calls(mock, '/platform/api/oss/upload')).toHaveLength(0);
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('uploads a chosen photo and files the complaint with its path, once', async () => {
    const mock = renderForm();
    choose([png()]);
    await waitFor(() => expect(calls(mock, '/platform/api/oss/upload')).toHaveLength(1));
    const [uploadUrl, uploadInit] = calls(mock, '/platform/api/oss/upload')[0]!;
    expect(uploadUrl).toContain('bizType=feedback');
    expect((uploadInit?.body as FormData).getAll('fileList')).toHaveLength(1);

    // Until one is chosen, the category says what it asks for.
    expect(
      within(screen.getByTestId('complaint-category')).getByText('What is it about?'),
    ).toBeTruthy();
    fireEvent.mouseDown(within(screen.getByTestId('complaint-category')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Service attitude'));
    fireEvent.change(screen.getByTestId('complaint-content'), {
      target: { value: 'The waiting room was far too cold.' },
    });
    // A landline with its area code is a contact phone too (the shared contactPhoneSchema).
    fireEvent.change(screen.getByTestId('complaint-contact-phone'), {
      target: { value: '010-12345678' },
    });
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).toBeTruthy());
    fireEvent.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByTestId('complaint-submitted')).toBeTruthy();
    const created = calls(mock, '/feature/api/complaint/create');
    expect(created).toHaveLength(1);
    expect(JSON.parse(String(created[0]![1]?.body))).toMatchObject({
      hosId: '1001',
      kind: 'complaint',
      category: 'service',
      content: 'The waiting room was far too cold.',
      photos: [PHOTO],
      contactPhone: '010-12345678',
    });
    expect((created[0]![1]?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });
});
