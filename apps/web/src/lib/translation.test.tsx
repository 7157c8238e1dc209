import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { Trans, useTranslation } from './translation';

beforeAll(async () => {
  await initI18n();
});

function Title() {
  const { t } = useTranslation();
  return <h1>{t('test.title')}</h1>;
}

describe('texts in React', () => {
  it('renders again when texts arrive and when the language changes', () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('test.title');
    act(() => i18n.addResources('en', { test: { title: 'Orders' } }));
    expect(screen.getByRole('heading').textContent).toBe('Orders');
    act(() => i18n.addResources('fr', { test: { title: 'Commandes' } }));
    act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading').textContent).toBe('Commandes');
    act(() => i18n.changeLanguage('en'));
  });

  it('puts the components in place of the tags, values staying text', () => {
    i18n.addResources('en', { test: { sent: 'Sent to <email>{{email}}</email>, see <b>the <i>inbox</i></b>.<br/>Done' } });
    const { container } = render(
      <p>
        <Trans
          i18nKey="test.sent"
          values={{ email: '<script>x</script>' }}
          components={{ email: <bdi dir="ltr" />, b: <strong />, i: <em />, br: <br /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Sent to <bdi dir="ltr">&lt;script&gt;x&lt;/script&gt;</bdi>, see <strong>the <em>inbox</em></strong>.<br>Done</p>',
    );
  });
});
