import { useEffect, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  CARD_MESSAGES,
  cardProblems,
  formatCardNumber,
  type CardInput,
} from '@farewise/domain/payments/card.rules';
import './payments-styles';

export interface CardFormValues {
  number: string;
  name: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2})$/;

/** The form's values as the payment call takes them (month and two-digit year as numbers). */
export function toCard(values: CardFormValues): CardInput {
  const m = EXPIRY.exec(values.expiry.trim());
  return {
    number: values.number.replace(/\s/g, ''),
    name: values.name.trim(),
    expMonth: m ? Number(m[1]) : NaN,
    expYear: m ? Number(m[2]) : NaN,
    cvc: values.cvc.trim(),
  };
}

/** MM/YY as typed: digits only, with the slash put in after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card's checks (packages/domain, the same as the server's) as react-hook-form errors. */
function problemFor(values: CardFormValues, field: 'number' | 'name' | 'expMonth' | 'cvc') {
  const card = toCard(values);
  if (field === 'expMonth' && !EXPIRY.test(values.expiry.trim()))
    return CARD_MESSAGES.expiryInvalid;
  return cardProblems(card, new Date()).find((p) => p.field === field)?.message;
}

/**
 * The card form of the pay page: number grouped in fours as typed, name, MM/YY and CVC.
 * `disabled` while a payment is in flight, so a second click cannot start another.
 */
export function CardForm({
  payLabel,
  disabled,
  onPay,
  prefillNumber,
}: {
  payLabel: string;
  disabled?: boolean;
  onPay: (card: CardInput) => void;
  /** A test card chosen from the sandbox list. */
  prefillNumber?: string;
}) {
  const form = useForm<CardFormValues>({
    mode: 'onTouched',
    defaultValues: { number: '', name: '', expiry: '', cvc: '' },
  });
  const { register, handleSubmit, setValue, formState } = form;
  const { errors } = formState;
  useEffect(() => {
    if (prefillNumber)
      setValue('number', formatCardNumber(prefillNumber), { shouldValidate: true });
  }, [prefillNumber, setValue]);

  return (
    <form
      noValidate
      aria-label="Card details"
      onSubmit={handleSubmit((values) => onPay(toCard(values)))}
    >
      <Stack gap="sm">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          withAsterisk
          error={errors.number?.message}
          {...register('number', {
            validate: (_v, values) => problemFor(values, 'number') ?? true,
            onChange: (e: ChangeEvent<HTMLInputElement>) =>
              setValue('number', formatCardNumber(e.target.value)),
          })}
        />
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          withAsterisk
          error={errors.name?.message}
          {...register('name', { validate: (_v, values) => problemFor(values, 'name') ?? true })}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            withAsterisk
            error={errors.expiry?.message}
            {...register('expiry', {
              validate: (_v, values) => problemFor(values, 'expMonth') ?? true,
              onChange: (e: ChangeEvent<HTMLInputElement>) =>
                setValue('expiry', formatExpiry(e.target.value)),
            })}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            withAsterisk
            error={errors.cvc?.message}
            {...register('cvc', { validate: (_v, values) => problemFor(values, 'cvc') ?? true })}
          />
        </Group>
        <Button type="submit" size="md" loading={disabled} disabled={disabled}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
