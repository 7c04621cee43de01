import { CUSTOMER_CODE_QUERY_PARAM, isLoginCode, redirectAfterLogin } from '@hauskonfig/shared';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { api } from '../api/endpoints';
import { forgetContact } from '../auth/access-change';
import { sessionStore } from '../auth/session-store';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { SixDigitCodeField } from '../components/SixDigitCodeField';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { AccessChangedNotice } from '../login/AccessChangedNotice';
import { PasswordDialog } from '../login/PasswordDialog';
import type { LoginData } from '../routing/guards';
import { ResumePlanForm } from '../saved-plan/ResumePlanForm';

/**
 * `/login`: the code of a saved plan ("Planung fortsetzen"), and the customer login: the six-digit
 * code (prefilled from a personal link's `code`, already validated by the loader) and, when the
 * code has a password, the password dialog. After the login the page first asked for opens if it
 * is a safe internal path, else the customer's home.
 */
export default function LoginPage() {
  const { link, failedPlan } = useLoaderData<LoginData>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [code, setCode] = useState(link?.loginCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(link?.hasPassword ?? false);
  const [linkShown, setLinkShown] = useState(link);

  // A new link (another code submitted) opens the dialog again; the state follows the loader.
  if (link !== linkShown) {
    setLinkShown(link);
    setDialogOpen(link?.hasPassword ?? false);
    if (link) setCode(link.loginCode);
  }

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!isLoginCode(trimmed)) {
      setCodeError(de.login.codeInvalid);
      return;
    }
    setCodeError(null);
    const params = new URLSearchParams(search);
    params.set(CUSTOMER_CODE_QUERY_PARAM, trimmed);
    if (link?.loginCode === trimmed) setDialogOpen(link.hasPassword);
    else navigate(`/login?${params}`, { replace: true });
  };

  const login = async (password: string) => {
    const session = await api.customerLogin(code.trim(), password);
    sessionStore.save(session);
    // Another request's contact person must not be named for this one before its area loads.
    forgetContact();
    navigate(redirectAfterLogin(search, '/login', sessionStore.role()), { replace: true });
  };

  return (
    <Box sx={{ maxWidth: { xs: 480, md: 960 }, width: '100%', mx: 'auto' }}>
      <PageHeader title={de.login.title} subtitle={de.login.intro} />
      <AccessChangedNotice />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title={deSavedPlan.resumeTitle} icon={<BookmarkBorderOutlined color="secondary" />}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {deSavedPlan.resumeIntro}
          </Typography>
          <ResumePlanForm key={failedPlan?.code} failed={failedPlan} />
        </SectionCard>
        <SectionCard title={de.login.customerTitle} icon={<LockOutlined color="secondary" />}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {de.login.customerIntro}
          </Typography>
          <Box component="form" noValidate onSubmit={submitCode} sx={{ display: 'grid', gap: 2 }}>
            <SixDigitCodeField
              name="code"
              label={de.login.code}
              hint={de.login.codeHint}
              value={code}
              onChange={setCode}
              error={codeError}
              autoComplete="one-time-code"
            />
            {link && !link.hasPassword && <Alert severity="info">{de.login.noPassword}</Alert>}
            <Button type="submit" variant="contained" size="large">
              {de.login.continue}
            </Button>
          </Box>
        </SectionCard>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        {de.login.staffHint}{' '}
        <Link href="/admin/login" color="secondary">
          {de.login.staffLink}
        </Link>
      </Typography>
      <PasswordDialog open={dialogOpen} code={code} onClose={() => setDialogOpen(false)} onLogin={login} />
    </Box>
  );
}
