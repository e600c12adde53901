// Mantine's CSS, one file per component most pages draw (DESIGN: keep the first load small), in
// the first stylesheet so a page's own rules always come after them. The layout and home draw
// none of them (decision 034). Lazy pages and dialogs import the styles of anything else they use.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The site theme's variables, written at build after Mantine's defaults (decision 032).
import 'virtual:farewise-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Tabs.css';
// The search forms' fields (home, the results pages, the activities): in the first stylesheet
// rather than in the later one, so that home's form does not bring every later component's rules
// (100 KB the browser parses and matches while the page is already drawn).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import './global.css';
