import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ScreenFallback } from './components/ScreenFallback';

// One chunk per screen: a first visit downloads only the route it opens (docs/product.md section 2).
const screen = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);
const ExperiencedJobs = screen(() => import('./screens/jobs/ExperiencedScreen'));
const InexperiencedPath = screen(() => import('./screens/jobs/InexperiencedScreen'));
const OfficialJobs = screen(() => import('./screens/jobs/JobsScreen'));
const JobDetail = screen(() => import('./screens/job-detail/JobDetailScreen'));
const Search = screen(() => import('./screens/search/SearchScreen'));
const LpkDetail = screen(() => import('./screens/lpk-detail/LpkDetailScreen'));
const Compare = screen(() => import('./screens/compare/CompareScreen'));
const About = screen(() => import('./screens/about/AboutScreen'));
const Register = screen(() => import('./screens/register/RegisterScreen'));
const Login = screen(() => import('./screens/login/LoginScreen'));
const AuthCallback = screen(() => import('./screens/auth-callback/AuthCallbackScreen'));
const RegistrationSuccess = screen(() => import('./screens/registration-success/RegistrationSuccessScreen'));
const Certificate = screen(() => import('./screens/certificate/CertificateScreen'));
const Privacy = screen(() => import('./screens/legal/PrivacyScreen'));
const Terms = screen(() => import('./screens/legal/TermsScreen'));
const NotFound = screen(() => import('./screens/not-found/NotFoundScreen'));
const ForgotPassword = screen(() => import('./screens/forgot-password/ForgotPasswordScreen'));
const ResetPassword = screen(() => import('./screens/reset-password/ResetPasswordScreen'));
const StaffInvitation = screen(() => import('./screens/staff-invitation/StaffInvitationScreen'));
const VerifyEmail = screen(() => import('./screens/verify-email/VerifyEmailScreen'));
const Unsubscribe = screen(() => import('./screens/unsubscribe/UnsubscribeScreen'));
const LpkApply = screen(() => import('./screens/lpk-apply/LpkApplyScreen'));
const AccountDeleted = screen(() => import('./screens/account-deleted/AccountDeletedScreen'));

/** Every public route of docs/product.md section 2, and the pages the links of our mails open. */
export function PublicRoutes() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        <Route path="/" element={<ExperiencedJobs />} />
        <Route path="/search" element={<Search />} />
        <Route path="/search/:query" element={<Search />} />
        <Route path="/lpk/:id" element={<LpkDetail />} />
        <Route path="/side-by-side-lpk" element={<Compare />} />
        <Route path="/about" element={<About />} />
        <Route path="/lpk-apply" element={<LpkApply />} />
        <Route path="/register" element={<Register />} />
        <Route path="/register/:referralCode" element={<Register />} />
        <Route path="/login" element={<Login />} />
        <Route path="/auth/callback" element={<AuthCallback />} />
        <Route path="/registration-success" element={<RegistrationSuccess />} />
        <Route path="/registration-certificate" element={<Certificate />} />
        <Route path="/privacy-policy" element={<Privacy />} />
        <Route path="/terms" element={<Terms />} />
        <Route path="/jobs" element={<OfficialJobs />} />
        <Route path="/experienced" element={<ExperiencedJobs />} />
        <Route path="/inexperienced" element={<InexperiencedPath />} />
        <Route path="/job-detail/:id/:lpkId" element={<JobDetail />} />
        {/* Where the links of our mails land (docs/mail.md). */}
        <Route path="/forgot-password" element={<ForgotPassword />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="/staff-invitation" element={<StaffInvitation />} />
        <Route path="/verify-email" element={<VerifyEmail />} />
        <Route path="/unsubscribe" element={<Unsubscribe />} />
        {/* Where deleting one's account ends (mf-account's settings). */}
        <Route path="/account-deleted" element={<AccountDeleted />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
