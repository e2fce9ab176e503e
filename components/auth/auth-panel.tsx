'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthTab } from './auth-dialog-trigger';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The two tabs 'Entrar' / 'Cadastrar', shared by the modal and the /login page. */
export function AuthPanel({
  mode,
  initialTab = 'login',
  next,
  onDone,
}: {
  mode: 'page' | 'dialog';
  initialTab?: AuthTab;
  next?: string | null;
  onDone?: () => void;
}) {
  const t = useTranslations('AuthDialog.tabs');
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const idPrefix = useId().replace(/:/g, '');
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as AuthTab)} className="w-full">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">{t('login')}</TabsTrigger>
        <TabsTrigger value="register">{t('register')}</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="pt-4">
        <LoginForm mode={mode} next={next} idPrefix={`${idPrefix}-login`} onSignedIn={onDone} />
      </TabsContent>
      <TabsContent value="register" className="pt-4">
        <RegisterForm idPrefix={`${idPrefix}-register`} onDone={mode === 'dialog' ? onDone : () => setTab('login')} />
      </TabsContent>
    </Tabs>
  );
}
