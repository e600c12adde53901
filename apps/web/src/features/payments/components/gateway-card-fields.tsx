import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  CARD_FIELDS_PATH,
  gatewayMessage,
  gatewayMessageType,
  type GatewayFieldsMessage,
  type GatewayPageMessage,
} from '@farewise/domain/payments/gateway-fields';

/** What the gateway answered for the card typed in its fields: the only thing the site receives. */
export interface PaymentMethod {
  paymentMethod: string;
  brand: string;
  last4: string;
}

export interface GatewayCardFieldsHandle {
  /**
   * Asks the fields for a payment method of the card typed in them: null when the card is not
   * complete (the fields show why, under themselves); rejects when the gateway was not reached.
   */
  requestPaymentMethod(): Promise<PaymentMethod | null>;
  /** Types a sandbox test card's number into the fields. */
  prefill(number: string): void;
}

type Pending = { resolve: (m: PaymentMethod | null) => void; reject: (e: Error) => void };

/**
 * The payment gateway's own card fields, framed (decision 050): the card number, name, expiry and
 * CVC are typed into the gateway's page and go to the gateway, never to this site, which gets a
 * payment method for them. Messages are taken only from that frame, and sent only to this origin.
 */
export function GatewayCardFields({
  ref,
  disabled,
  onPayRequest,
}: {
  ref: Ref<GatewayCardFieldsHandle>;
  disabled?: boolean;
  /** Enter pressed inside the fields: pay, as the page's Pay button does. */
  onPayRequest: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(240);
  const ready = useRef(false);
  const queue = useRef<GatewayPageMessage[]>([]);
  const pending = useRef<Pending | null>(null);
  const payRequest = useRef(onPayRequest);
  payRequest.current = onPayRequest;

  function post(message: GatewayPageMessage) {
    const target = frame.current?.contentWindow;
    if (!ready.current || !target) queue.current.push(message);
    else target.postMessage(gatewayMessage(message), window.location.origin);
  }

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const type = gatewayMessageType(event.data);
      if (!type) return;
      const data = { ...(event.data as object), type } as GatewayFieldsMessage;
      if (data.type === 'ready') {
        ready.current = true;
        for (const m of queue.current.splice(0)) post(m);
      } else if (data.type === 'resize' && data.height > 0) setHeight(Math.ceil(data.height));
      else if (data.type === 'pay') payRequest.current();
      else if (data.type === 'token' || data.type === 'invalid' || data.type === 'error') {
        const waiting = pending.current;
        pending.current = null;
        if (data.type === 'token')
          waiting?.resolve({
            paymentMethod: data.paymentMethod,
            brand: data.brand,
            last4: data.last4,
          });
        else if (data.type === 'invalid') waiting?.resolve(null);
        else waiting?.reject(new Error(data.message));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => post({ type: 'disabled', value: Boolean(disabled) }), [disabled]);

  useImperativeHandle(ref, () => ({
    requestPaymentMethod() {
      pending.current?.resolve(null);
      return new Promise<PaymentMethod | null>((resolve, reject) => {
        pending.current = { resolve, reject };
        post({ type: 'submit' });
      });
    },
    prefill(number: string) {
      post({ type: 'prefill', number });
    },
  }));

  return (
    <iframe
      ref={frame}
      src={CARD_FIELDS_PATH}
      title="Card details"
      style={{ width: '100%', height, border: 0, display: 'block', colorScheme: 'light' }}
    />
  );
}
