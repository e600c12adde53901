import { MAIL_CODE_USE, type MailCodeUse } from '@farewise/domain/auth/auth.rules';
import type { OutgoingMail } from '../mail/mail.service.ts';

export const CODE_MAIL_SUBJECT = 'Your Farewise verification code';

const PURPOSE: Record<MailCodeUse, { action: string; ignore: string }> = {
  [MAIL_CODE_USE.register]: {
    action: 'finish creating your Farewise account',
    ignore:
      'If you did not try to create an account, you can ignore this email; no account is created without this code.',
  },
  [MAIL_CODE_USE.reset]: {
    action: 'reset the password of your Farewise account',
    ignore:
      'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
  [MAIL_CODE_USE.deleteAccount]: {
    action: 'delete your Farewise account and its data',
    ignore:
      'If you did not ask to delete your account, do not share this code and change your password; your account stays as it is.',
  },
};

/**
 * The verification-code e-mail, as HTML with inline styles (mail clients drop style sheets)
 * and as plain text. Only the code and fixed texts go in, so nothing needs escaping.
 */
export function codeMail({
  to,
  code,
  use,
  ttlMinutes,
}: {
  to: string;
  code: string;
  use: MailCodeUse;
  ttlMinutes: number;
}): OutgoingMail {
  const { action, ignore } = PURPOSE[use];
  const validity = `This code is valid for ${ttlMinutes} minutes.`;
  const text = [
    'Hello,',
    '',
    `Use this verification code to ${action}:`,
    '',
    `    ${code}`,
    '',
    validity,
    'Never share this code with anyone. Farewise staff will never ask you for it.',
    '',
    ignore,
    '',
    'Farewise',
  ].join('\n');

  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CODE_MAIL_SUBJECT}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f8;">
<tr>
<td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<tr>
<td style="padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold;color:#0b5cad;">Farewise</td>
</tr>
<tr>
<td style="padding:24px 32px;font-size:15px;line-height:22px;">
<p style="margin:0 0 16px 0;">Hello,</p>
<p style="margin:0 0 16px 0;">Use this verification code to ${action}:</p>
<p style="margin:0 0 16px 0;text-align:center;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:#111827;font-family:'Courier New',Courier,monospace;">${code}</p>
<p style="margin:0 0 16px 0;">${validity}</p>
<p style="margin:0 0 16px 0;">Never share this code with anyone. Farewise staff will never ask you for it.</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280;">${ignore}</p>
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
  return { to, subject: CODE_MAIL_SUBJECT, text, html };
}
