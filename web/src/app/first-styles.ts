// Mantine's CSS for the first screens only (/login, /dashboard, the header, toasts, the loaders):
// ~11 KB compressed instead of the whole styles.css (~30 KB), which would all be render-blocking on
// a slow hall network. Everything else comes with the lazy screens (shared/styles/rest-styles.ts).
// The `.layer.css` files put Mantine in `@layer mantine`, so the app's own CSS wins whatever
// order the stylesheets arrive in. The build checks this list (vite.config.ts, firstStylesCheck):
// a Mantine component in the first download whose CSS is not imported here fails the build.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The toasts (app/App.tsx's <Notifications />).
import '@mantine/notifications/styles.layer.css';
