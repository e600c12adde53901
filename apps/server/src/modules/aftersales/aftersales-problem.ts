import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import { newReference, type OrderCaller } from '../flight-orders/index.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import { picturesNotYours } from './aftersales.errors.ts';
import { entry } from './aftersales-view.ts';
import type { createExtraRequests } from './extras-requests.ts';

/** submit kind 'problem': a case with a number, answered by mail; shown in the progress list. */
export function createAftersalesProblems(
  deps: AftersalesDeps,
  ctx: AftersalesContext,
  made: Pick<ReturnType<typeof createExtraRequests>, 'openOrder' | 'finish'>,
) {
  const { clock } = deps;
  const { requests } = ctx;
  const { openOrder, finish } = made;

  return async function problem(input: {
    caller: OrderCaller;
    uploadCaller: UploadCaller;
    orderId: string;
    clientKey: string;
    category: string;
    description: string;
    attachments: string[];
  }): Promise<AfterSalesRequest> {
    const { row0, repeated } = await openOrder(input);
    if (repeated) return repeated;
    if (!(await deps.uploads.ownsAll({ caller: input.uploadCaller, names: input.attachments })))
      throw picturesNotYours();
    const now = clock.now();
    const requestNo = newReference('RQ');
    const pictures = input.attachments.length;
    const timeline = [
      entry(
        'requested',
        now,
        `We received your report (${input.category}${pictures ? `, ${pictures} picture${pictures === 1 ? '' : 's'}` : ''}). We answer by e-mail within 24 hours.`,
      ),
    ];
    const mail = ctx.mailFor(row0, { requestNo }, timeline, {
      subject: `We received your report, case ${requestNo}`,
      heading: `Case ${requestNo}: we received your report`,
      paragraphs: [
        `Category: ${input.category}.`,
        `What you told us: ${input.description}`,
        'Our team answers by e-mail within 24 hours. Keep this case number for any question about it.',
      ],
    });
    const inserted = await requests.insert({
      requestNo,
      orderId: row0.id,
      userId: row0.userId,
      kind: 'problem',
      status: 'open',
      clientKey: input.clientKey,
      passengers: [],
      directions: [],
      details: {
        category: input.category,
        description: input.description,
        attachments: input.attachments,
      },
      currency: row0.currency,
      timeline,
      pendingMails: mail ? [mail] : [],
      createdAt: now,
      updatedAt: now,
    });
    return finish(row0, inserted, input.clientKey);
  };
}
