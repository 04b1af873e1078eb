import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountLayout } from './layout/AccountLayout';
import { ScreenFallback } from './components/ScreenFallback';
import { RoleGate } from './components/NoAccess';

const screen = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);
const Dashboard = screen(() => import('./screens/dashboard/DashboardScreen'));
const Account = screen(() => import('./screens/account/AccountScreen'));
const EditProfile = screen(() => import('./screens/edit-profile/EditProfileScreen'));
const EditKtp = screen(() => import('./screens/profile-sections/KtpScreen'));
const EditEducation = screen(() => import('./screens/profile-sections/EducationScreen'));
const EditFamily = screen(() => import('./screens/profile-sections/FamilyScreen'));
const EditAdditional = screen(() => import('./screens/profile-sections/AdditionalInfoScreen'));
const EditJapaneseCertificate = screen(() => import('./screens/profile-sections/JapaneseCertificateScreen'));
const EditResume = screen(() => import('./screens/profile-sections/ResumeScreen'));
const ChangePassword = screen(() => import('./screens/change-password/ChangePasswordScreen'));
const Registration = screen(() => import('./screens/registration/RegistrationScreen'));
const Settings = screen(() => import('./screens/settings/SettingsScreen'));
const Messages = screen(() => import('./screens/messages/MessagesScreen'));
const Applicants = screen(() => import('./screens/applicants/ApplicantsScreen'));
const Applicant = screen(() => import('./screens/applicants/ApplicantScreen'));
const Institution = screen(() => import('./screens/institution/InstitutionScreen'));
const Operator = screen(() => import('./screens/operator/OperatorScreen'));
const LpkApplication = screen(() => import('./screens/lpk-application/ApplicationScreen'));
const Report = screen(() => import('./screens/report/ReportScreen'));
const NotFound = screen(() => import('./screens/not-found/NotFoundScreen'));

/** The logged-in area: /admin/* and /registration (the shell only mounts it with a stored token). */
export function AccountRoutes() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        <Route element={<AccountLayout />}>
          <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="/admin/dashboard" element={<Dashboard />} />
          <Route path="/admin/account" element={<Account />} />
          <Route path="/admin/edit-profile" element={<EditProfile />} />
          <Route path="/admin/edit-ktp" element={<EditKtp />} />
          <Route path="/admin/edit-education" element={<EditEducation />} />
          <Route path="/admin/edit-family" element={<EditFamily />} />
          <Route path="/admin/edit-additional" element={<EditAdditional />} />
          <Route path="/admin/edit-japanese-certificate" element={<EditJapaneseCertificate />} />
          <Route path="/admin/edit-resume" element={<EditResume />} />
          <Route path="/admin/change-password" element={<ChangePassword />} />
          <Route path="/admin/registration" element={<Registration />} />
          <Route path="/registration" element={<Registration />} />
          <Route path="/admin/settings" element={<Settings />} />
          <Route path="/admin/messages" element={<Messages />} />
          {/* Areas of one role: anyone else gets a page saying what it is for and where to go. */}
          <Route
            path="/admin/applicants"
            element={
              <RoleGate area="applicants">
                <Applicants />
              </RoleGate>
            }
          />
          <Route
            path="/admin/applicants/:registrationId"
            element={
              <RoleGate area="applicants">
                <Applicant />
              </RoleGate>
            }
          />
          <Route
            path="/admin/institution"
            element={
              <RoleGate area="institution">
                <Institution />
              </RoleGate>
            }
          />
          <Route
            path="/admin/operator"
            element={
              <RoleGate area="operator">
                <Operator />
              </RoleGate>
            }
          />
          <Route path="/admin/application" element={<LpkApplication />} />
          <Route path="/admin/report" element={<Report />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
