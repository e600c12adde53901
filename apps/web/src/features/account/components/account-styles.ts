// Mantine CSS for the account area's pages (the shell loads only its own; DESIGN 2).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Flex.css';
