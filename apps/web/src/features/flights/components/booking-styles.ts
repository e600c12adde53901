// The Mantine styles the booking page uses beyond the app's base set (the step indicator, the
// passenger forms' selects and radios, the Regular passengers menu).
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
