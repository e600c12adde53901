import { closeAgreement, useDialogFlag } from '../../../shared/dialogs/dialog-store';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { TermsContent } from './terms-content';

/** Terms and Conditions dialog (SPEC 2.4): HTML loaded from the server. */
export function TermsDialog() {
  const opened = useDialogFlag('agreementShow');
  return (
    <SiteDialog
      opened={opened}
      onClose={closeAgreement}
      title="Terms and Conditions"
      size="lg"

      zIndex={300}
    >
      <TermsContent />
    </SiteDialog>
  );
}
