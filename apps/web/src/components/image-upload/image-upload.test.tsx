import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { ImageUpload } from './image-upload';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

function pick(file: File) {
  const input = screen.getByLabelText('Profile photo', { selector: 'input' });
  fireEvent.change(input, { target: { files: [file] } });
}

function fileOf(type: string, bytes: number, name = 'photo') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('ImageUpload', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('refuses a file of the wrong type in the browser', async () => {
    const onUpload = vi.fn(async () => {});
    renderWithProviders(<ImageUpload url={null} onUpload={onUpload} label="Profile photo" variant="avatar" />);
    pick(fileOf('application/pdf', 1000, 'scan.pdf'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose a PNG, JPEG or WebP image.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB in the browser', async () => {
    const onUpload = vi.fn(async () => {});
    renderWithProviders(<ImageUpload url={null} onUpload={onUpload} label="Profile photo" variant="avatar" />);
    pick(fileOf('image/png', IMAGE_MAX_BYTES + 1, 'big.png'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This image is larger than 5 MB.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads an accepted image', async () => {
    const onUpload = vi.fn(async () => {});
    renderWithProviders(<ImageUpload url={null} onUpload={onUpload} label="Profile photo" variant="avatar" />);
    const file = fileOf('image/webp', 2000, 'me.webp');
    pick(file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field error under the image", async () => {
    renderWithProviders(
      <ImageUpload url="/api/images/a" onUpload={async () => {}} label="Profile photo" variant="logo" error="validation.invalid" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This value is not valid.');
    expect(screen.getByRole('button', { name: 'Change Profile photo' })).toBeTruthy();
  });
});
