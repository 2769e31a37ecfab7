import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { messages } from '../locales/en.po';

i18n.load('en', messages);
i18n.activate('en');
const root = document.getElementById('root');
if (root) createRoot(root).render(<I18nProvider i18n={i18n}><p><Trans>Hello</Trans></p></I18nProvider>);
