import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { clearSession } from '../account/session/session';
import { BlockedPage } from '../features/blocked/BlockedPage';
import { setSessionEventHandler } from '../account/session/session-events';
import { sessionRole } from '../account/session/session-role';
import { LazyScreenDeps } from './LazyScreenDeps';

// Login and the dashboard are in the first download; everything else loads when first needed.
// (Declarative routes: the data router would add ~12 KB gzip to the first download for nothing.)
const GameInProgressPage = lazy(() =>
  import('../features/game/GameInProgressPage').then((m) => ({ default: m.GameInProgressPage })),
);
const ReportsPage = lazy(() => import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const CardGalleryPage = lazy(() =>
  import('../features/gallery/CardGalleryPage').then((m) => ({ default: m.CardGalleryPage })),
);
const CardGallery = lazy(() => import('../features/gallery/CardGalleryPage').then((m) => ({ default: m.CardGallery })));
const PrintPage = lazy(() => import('../features/print/PrintPage').then((m) => ({ default: m.PrintPage })));
const InspectWatch = lazy(() => import('../account/inspect/InspectWatch').then((m) => ({ default: m.InspectWatch })));
const CardsKeeper = lazy(() => import('../game/cards/CardsKeeper').then((m) => ({ default: m.CardsKeeper })));
const AnnouncementOverlay = lazy(() =>
  import('../features/announcements/AnnouncementOverlay').then((m) => ({ default: m.AnnouncementOverlay })),
);
// The back office: each screen its own chunk, none of it in the operator routes' first download.
const HostShell = lazy(() => import('../features/host-shell/HostShell').then((m) => ({ default: m.HostShell })));
const GamesView = lazy(() => import('../features/host-shell/GamesView').then((m) => ({ default: m.GamesView })));
const HouseView = lazy(() => import('../features/host-shell/HouseView').then((m) => ({ default: m.HouseView })));
const JackpotView = lazy(() => import('../features/host-shell/JackpotView').then((m) => ({ default: m.JackpotView })));
const FreeGameScheduler = lazy(() =>
  import('../features/host-shell/FreeGameScheduler').then((m) => ({ default: m.FreeGameScheduler })),
);
const BonusManagement = lazy(() =>
  import('../features/host-shell/bonus/BonusManagement').then((m) => ({ default: m.BonusManagement })),
);
const AdminStats = lazy(() =>
  import('../features/host-shell/stats/AdminStats').then((m) => ({ default: m.AdminStats })),
);
const OwnerPage = lazy(() => import('../features/owner/OwnerPage').then((m) => ({ default: m.OwnerPage })));
const OwnerRoutePage = lazy(() =>
  import('../features/owner/OwnerRoutePage').then((m) => ({ default: m.OwnerRoutePage })),
);
const SuperAdminPage = lazy(() =>
  import('../features/admin/SuperAdminPage').then((m) => ({ default: m.SuperAdminPage })),
);
const GlobalPresetsPage = lazy(() =>
  import('../features/host-shell/bonus/GlobalPresetsPage').then((m) => ({ default: m.GlobalPresetsPage })),
);
const TwoFactorPage = lazy(() =>
  import('../features/two-factor/TwoFactorPage').then((m) => ({ default: m.TwoFactorPage })),
);
const MyApiTokensPage = lazy(() =>
  import('../features/api-tokens/MyApiTokensPage').then((m) => ({ default: m.MyApiTokensPage })),
);
const GraphiQLPage = lazy(() => import('../features/graphiql/GraphiQLPage').then((m) => ({ default: m.GraphiQLPage })));
const PowerGamesOverlay = lazy(() =>
  import('../features/power/PowerGamesOverlay').then((m) => ({ default: m.PowerGamesOverlay })),
);
// Multiplier bingo: its own chunks (setup, caller, home, stats), none in the operator first download.
const MultiplierHomePage = lazy(() =>
  import('../features/multiplier/MultiplierHomePage').then((m) => ({ default: m.MultiplierHomePage })),
);
const MultiplierSetupPage = lazy(() =>
  import('../features/multiplier/MultiplierSetupPage').then((m) => ({ default: m.MultiplierSetupPage })),
);
const MultiplierCallerPage = lazy(() =>
  import('../features/multiplier/MultiplierCallerPage').then((m) => ({ default: m.MultiplierCallerPage })),
);
const BingoStatsPage = lazy(() =>
  import('../features/multiplier/BingoStatsPage').then((m) => ({ default: m.BingoStatsPage })),
);
// The room display and game recall: their own chunk, not in the operator's first download.
const VoicePacksPage = lazy(() =>
  import('../features/voice-packs/VoicePacksPage').then((m) => ({ default: m.VoicePacksPage })),
);
const VoicePacksBackOffice = lazy(() =>
  import('../features/voice-packs/VoicePacksBackOffice').then((m) => ({ default: m.VoicePacksBackOffice })),
);
const LinkedJackpotsPage = lazy(() =>
  import('../features/linked-jackpots/LinkedJackpotsPage').then((m) => ({ default: m.LinkedJackpotsPage })),
);
const DisplayPage = lazy(() => import('../features/display/DisplayPage').then((m) => ({ default: m.DisplayPage })));
const RecallPage = lazy(() => import('../features/display/RecallPage').then((m) => ({ default: m.RecallPage })));
// The till's reports: the host's shift history in the shell, the owners' /shifts, a shift's receipt.
const HostShifts = lazy(() => import('../features/shifts/ShiftsBackOffice').then((m) => ({ default: m.HostShifts })));
const ShiftsBackOffice = lazy(() =>
  import('../features/shifts/ShiftsBackOffice').then((m) => ({ default: m.ShiftsBackOffice })),
);
const ShiftReceiptPage = lazy(() =>
  import('../features/shifts/ShiftReceiptPage').then((m) => ({ default: m.ShiftReceiptPage })),
);
const AnomaliesPage = lazy(() =>
  import('../features/anomalies/AnomaliesPage').then((m) => ({ default: m.AnomaliesPage })),
);
const AdminMultiplierStats = lazy(() =>
  import('../features/multiplier/AdminMultiplierStats').then((m) => ({ default: m.AdminMultiplierStats })),
);

/** A lazy screen: its code, the Apollo Client and the rest of Mantine's CSS (not in the first download) load before it shows. */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="50vh">
          <Loader />
        </Center>
      }
    >
      <LazyScreenDeps>{children}</LazyScreenDeps>
    </Suspense>
  );
}

/** A route whose screen loads when first needed (an element, so <Routes> reads it as a <Route>). */
function lazyRoute(path: string, Screen: ComponentType) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Lazy>
          <Screen />
        </Lazy>
      }
    />
  );
}

/**
 * Every operator screen: a valid session first; the Power Games overlay rides along. `worksOffline`:
 * the screen works from the cards kept on the device, so an unreachable server does not cover it.
 */
function Protected({ overlay = true, worksOffline = false }: { overlay?: boolean; worksOffline?: boolean }) {
  // The overlays' and the inspect watch's code load a moment after the screen, not in the same breath as the first download.
  const [overlayReady, setOverlayReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setOverlayReady(true), 2500);
    return () => clearTimeout(id);
  }, []);
  return (
    <RequireAuth worksOffline={worksOffline}>
      <Outlet />
      {overlayReady && (
        <Suspense fallback={null}>
          <LazyScreenDeps>
            {overlay && (
              <>
                <PowerGamesOverlay />
                <AnnouncementOverlay />
              </>
            )}
            <InspectWatch />
            {sessionRole() === 'HOST' && <CardsKeeper />}
          </LazyScreenDeps>
        </Suspense>
      )}
    </RequireAuth>
  );
}

/** The server ended the session or blocked this address: go to /login or /blocked. */
function SessionEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEventHandler((event) => {
      if (event === 'address-blocked') {
        void navigate('/blocked', { replace: true });
        return;
      }
      clearSession();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <SessionEvents />
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/blocked" element={<BlockedPage />} />
        {/* No sign-in: a paired display token reads only its host's room (docs/screens.md#room-display). */}
        {lazyRoute('/display', DisplayPage)}
        <Route element={<Protected overlay={false} />}>{lazyRoute('/display/recall/:gameId', RecallPage)}</Route>
        <Route element={<Protected />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          {lazyRoute('/game-in-progress', GameInProgressPage)}
          {lazyRoute('/multiplier', MultiplierHomePage)}
          {lazyRoute('/abazh', MultiplierSetupPage)}
          {lazyRoute('/game-in-progress2', MultiplierCallerPage)}
          {lazyRoute('/multiplierStats', BingoStatsPage)}
          <Route
            path="/reports"
            element={
              <Lazy>
                <HostShell />
              </Lazy>
            }
          >
            {/* The shell's landing: the host's totals (AdminStats) above the daily report. */}
            <Route
              index
              element={
                <Lazy>
                  <AdminStats />
                  <ReportsPage />
                </Lazy>
              }
            />
            {lazyRoute('games', GamesView)}
            {lazyRoute('house', HouseView)}
            {lazyRoute('jackpot', JackpotView)}
            {lazyRoute('free-games', FreeGameScheduler)}
            {lazyRoute('bonus', BonusManagement)}
            {lazyRoute('multiplier', AdminMultiplierStats)}
            {lazyRoute('voice-packs', VoicePacksPage)}
            {lazyRoute('shifts', HostShifts)}
          </Route>
        </Route>
        {/* The cards kept on the device (docs/screens.md#everywhere): the gallery opens offline. */}
        <Route element={<Protected worksOffline />}>
          {lazyRoute('/cards', CardGalleryPage)}
          {/* The shell's Cards entry (docs/screens.md#host-shell): the gallery inside the shell's menu. */}
          <Route
            path="/all-cards"
            element={
              <Lazy>
                <HostShell />
              </Lazy>
            }
          >
            <Route
              index
              element={
                <Lazy>
                  <CardGallery />
                </Lazy>
              }
            />
          </Route>
        </Route>
        {/* Owners and the super admin: the server decides what each sees; the route only labels the group. */}
        <Route element={<Protected overlay={false} />}>
          {lazyRoute('/owner', OwnerPage)}
          {lazyRoute('/admin', SuperAdminPage)}
          {lazyRoute('/super', SuperAdminPage)}
          {lazyRoute('/global-presets', GlobalPresetsPage)}
          {lazyRoute('/two-factor', TwoFactorPage)}
          {lazyRoute('/graphiql', GraphiQLPage)}
          {lazyRoute('/api-tokens', MyApiTokensPage)}
          {lazyRoute('/voice-packs', VoicePacksBackOffice)}
          {lazyRoute('/shifts', ShiftsBackOffice)}
          {lazyRoute('/anomalies', AnomaliesPage)}
          {lazyRoute('/linked-jackpots', LinkedJackpotsPage)}
        </Route>
        <Route element={<Protected overlay={false} worksOffline />}>{lazyRoute('/print', PrintPage)}</Route>
        <Route element={<Protected overlay={false} />}>{lazyRoute('/shift-receipt/:id', ShiftReceiptPage)}</Route>
        {/* Owner groups' routes are data (/hawassa, /final/warning/…): anything else goes to /dashboard. */}
        <Route element={<Protected overlay={false} />}>{lazyRoute('*', OwnerRoutePage)}</Route>
      </Routes>
    </BrowserRouter>
  );
}
